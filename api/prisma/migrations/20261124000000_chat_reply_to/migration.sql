-- An assistant reply names the user message it answers, so a retried send finds its reply and no message is answered twice.
ALTER TABLE "ChatMessage" ADD COLUMN "replyToId" TEXT;

CREATE UNIQUE INDEX "ChatMessage_replyToId_key" ON "ChatMessage"("replyToId");
