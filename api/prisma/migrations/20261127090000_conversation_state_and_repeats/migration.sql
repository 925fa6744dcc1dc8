-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "pending" JSONB,
ADD COLUMN     "pendingAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Reminder" ADD COLUMN     "rrule" TEXT,
ADD COLUMN     "skipped" TIMESTAMP(3)[] DEFAULT ARRAY[]::TIMESTAMP(3)[];

-- AlterTable
ALTER TABLE "CalendarEvent" ADD COLUMN     "place" TEXT,
ADD COLUMN     "rrule" TEXT,
ADD COLUMN     "skipped" TIMESTAMP(3)[] DEFAULT ARRAY[]::TIMESTAMP(3)[];
