-- Live WhatsApp sending from the outbox: the Cloud API's message id links webhook statuses back to the row,
-- and the attempt count lets a message that keeps failing end as "failed" instead of retrying forever.
ALTER TABLE "OutboxMessage" ADD COLUMN "providerMessageId" TEXT;
ALTER TABLE "OutboxMessage" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;

CREATE UNIQUE INDEX "OutboxMessage_providerMessageId_key" ON "OutboxMessage"("providerMessageId");
CREATE INDEX "OutboxMessage_status_idx" ON "OutboxMessage"("status");
