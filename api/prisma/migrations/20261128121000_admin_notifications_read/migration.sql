-- Admin notifications get a title (what sent them, e.g. the rule's name) and a read state.
ALTER TABLE "AdminNotification" ADD COLUMN "title" TEXT NOT NULL DEFAULT '',
ADD COLUMN "readAt" TIMESTAMP(3);
