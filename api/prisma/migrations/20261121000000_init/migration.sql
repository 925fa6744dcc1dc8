-- CreateEnum
CREATE TYPE "Role" AS ENUM ('ADMIN', 'CLIENT');

-- CreateEnum
CREATE TYPE "ClientStatus" AS ENUM ('pending', 'active', 'suspended');

-- CreateEnum
CREATE TYPE "FeatureCategory" AS ENUM ('core', 'productivity', 'automation', 'premium', 'beta');

-- CreateEnum
CREATE TYPE "QuickLinkCategory" AS ENUM ('demo', 'integration', 'support', 'resources');

-- CreateEnum
CREATE TYPE "IntegrationStatus" AS ENUM ('connected', 'pending', 'error');

-- CreateEnum
CREATE TYPE "HealthStatus" AS ENUM ('healthy', 'warning', 'error');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientProfile" (
    "userId" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "status" "ClientStatus" NOT NULL DEFAULT 'pending',
    "planId" TEXT NOT NULL,
    "planExpiryDate" TIMESTAMP(3),
    "demoExpiresAt" TIMESTAMP(3),
    "dailyResponsesUsed" INTEGER NOT NULL DEFAULT 0,
    "monthlyTasksUsed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClientProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Feature" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" "FeatureCategory" NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "Feature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Plan" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "priceInr" INTEGER NOT NULL,
    "billing" TEXT NOT NULL,
    "featureIds" TEXT[],
    "dailyResponses" INTEGER NOT NULL,
    "monthlyTasks" INTEGER NOT NULL,
    "upgradeToId" TEXT,
    "upgradeText" TEXT NOT NULL,
    "colour" TEXT NOT NULL,
    "popular" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuickLink" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "category" "QuickLinkCategory" NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "QuickLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Integration" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "status" "IntegrationStatus" NOT NULL DEFAULT 'pending',
    "lastSyncAt" TIMESTAMP(3),
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "Integration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HealthRound" (
    "id" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "slotKey" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HealthRound_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HealthCheck" (
    "id" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "status" "HealthStatus" NOT NULL,
    "responseTimeMs" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HealthCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HealthUptimeDay" (
    "service" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "checks" INTEGER NOT NULL DEFAULT 0,
    "healthyChecks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HealthUptimeDay_pkey" PRIMARY KEY ("service","day")
);

-- CreateTable
CREATE TABLE "HealthEvent" (
    "id" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "fromStatus" "HealthStatus",
    "toStatus" "HealthStatus" NOT NULL,
    "description" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HealthEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "HealthRound_slotKey_key" ON "HealthRound"("slotKey");

-- CreateIndex
CREATE INDEX "HealthRound_startedAt_idx" ON "HealthRound"("startedAt");

-- CreateIndex
CREATE INDEX "HealthCheck_roundId_idx" ON "HealthCheck"("roundId");

-- CreateIndex
CREATE INDEX "HealthCheck_service_checkedAt_idx" ON "HealthCheck"("service", "checkedAt");

-- CreateIndex
CREATE INDEX "HealthCheck_checkedAt_idx" ON "HealthCheck"("checkedAt");

-- CreateIndex
CREATE INDEX "HealthEvent_occurredAt_idx" ON "HealthEvent"("occurredAt");

-- AddForeignKey
ALTER TABLE "ClientProfile" ADD CONSTRAINT "ClientProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientProfile" ADD CONSTRAINT "ClientProfile_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HealthCheck" ADD CONSTRAINT "HealthCheck_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "HealthRound"("id") ON DELETE CASCADE ON UPDATE CASCADE;
