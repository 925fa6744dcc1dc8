-- AlterTable
ALTER TABLE "UsageCounter" ADD COLUMN     "whatsappSends" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "note" TEXT;

-- CreateTable
CREATE TABLE "WhatsAppRecipient" (
    "ownerId" TEXT NOT NULL,
    "waId" TEXT NOT NULL,
    "self" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT,
    "code" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WhatsAppRecipient_pkey" PRIMARY KEY ("ownerId","waId")
);

-- CreateIndex
CREATE INDEX "WhatsAppRecipient_waId_idx" ON "WhatsAppRecipient"("waId");
