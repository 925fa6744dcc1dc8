-- AlterTable
ALTER TABLE "Reminder" ADD COLUMN     "doneAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "errorCode" INTEGER,
ADD COLUMN     "template" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "subject" JSONB,
ADD COLUMN     "notBefore" TIMESTAMP(3),
ADD COLUMN     "paceSlot" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WhatsAppMessage" ADD COLUMN     "statusAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "WhatsAppOptOut" (
    "waId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WhatsAppOptOut_pkey" PRIMARY KEY ("waId")
);

-- CreateTable
CREATE TABLE "WhatsAppPace" (
    "waId" TEXT NOT NULL,
    "nextAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WhatsAppPace_pkey" PRIMARY KEY ("waId")
);
