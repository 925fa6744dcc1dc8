-- AlterTable
ALTER TABLE "CalendarEvent" ADD COLUMN     "attendeeEmails" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;
