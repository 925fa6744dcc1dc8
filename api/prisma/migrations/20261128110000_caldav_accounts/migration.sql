-- CreateTable
CREATE TABLE "CalDavAccount" (
    "userId" TEXT NOT NULL,
    "serverUrl" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "passwordSealed" TEXT NOT NULL,
    "calendarUrl" TEXT NOT NULL,
    "calendarName" TEXT NOT NULL,
    "calendars" JSONB NOT NULL DEFAULT '[]',
    "ctag" TEXT,
    "connectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSyncAt" TIMESTAMP(3),
    "lastFetched" INTEGER NOT NULL DEFAULT 0,
    "lastRemoved" INTEGER NOT NULL DEFAULT 0,
    "problemKind" TEXT,
    "problemMessage" TEXT,
    "problemAt" TIMESTAMP(3),
    "lastAttemptAt" TIMESTAMP(3),
    "syncingUntil" TIMESTAMP(3),

    CONSTRAINT "CalDavAccount_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CalDavEvent" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "etag" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "allDay" BOOLEAN NOT NULL DEFAULT false,
    "free" BOOLEAN NOT NULL DEFAULT false,
    "repeats" BOOLEAN NOT NULL DEFAULT false,
    "lastEndsAt" TIMESTAMP(3),
    "ics" TEXT NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "CalDavEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CalDavEvent_userId_href_key" ON "CalDavEvent"("userId", "href");

-- CreateIndex
CREATE INDEX "CalDavEvent_userId_startsAt_idx" ON "CalDavEvent"("userId", "startsAt");

-- AddForeignKey
ALTER TABLE "CalDavAccount" ADD CONSTRAINT "CalDavAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalDavEvent" ADD CONSTRAINT "CalDavEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "CalDavAccount"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
