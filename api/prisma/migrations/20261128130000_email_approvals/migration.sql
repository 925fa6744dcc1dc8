-- Inbound email reaches its client, threads by Message-ID, and VIP mail gets a reply drafted for approval.
ALTER TABLE "InboundEmail" ADD COLUMN "fromName" TEXT,
ADD COLUMN "ownerId" TEXT,
ADD COLUMN "messageId" TEXT,
ADD COLUMN "references" TEXT[] DEFAULT ARRAY[]::TEXT[];

CREATE UNIQUE INDEX "InboundEmail_toAddr_messageId_key" ON "InboundEmail"("toAddr", "messageId");
CREATE INDEX "InboundEmail_ownerId_receivedAt_idx" ON "InboundEmail"("ownerId", "receivedAt");

-- CreateTable
CREATE TABLE "EmailVip" (
    "ownerId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailVip_pkey" PRIMARY KEY ("ownerId","address")
);

-- CreateTable
CREATE TABLE "EmailReply" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "inboundEmailId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'awaiting',
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailReply_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "EmailReply_inboundEmailId_key" ON "EmailReply"("inboundEmailId");
CREATE INDEX "EmailReply_ownerId_status_createdAt_idx" ON "EmailReply"("ownerId", "status", "createdAt");

ALTER TABLE "EmailVip" ADD CONSTRAINT "EmailVip_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EmailReply" ADD CONSTRAINT "EmailReply_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EmailReply" ADD CONSTRAINT "EmailReply_inboundEmailId_fkey" FOREIGN KEY ("inboundEmailId") REFERENCES "InboundEmail"("id") ON DELETE CASCADE ON UPDATE CASCADE;
