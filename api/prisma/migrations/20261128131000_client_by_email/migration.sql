-- A client may have reminders and the morning brief by email too.
ALTER TABLE "ClientProfile" ADD COLUMN "byEmail" BOOLEAN NOT NULL DEFAULT false;
