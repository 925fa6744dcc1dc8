-- CreateTable
CREATE TABLE "RewardPlayer" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "guestId" TEXT,
    "displayName" TEXT NOT NULL,
    "balance" INTEGER NOT NULL DEFAULT 0,
    "timeSpent" INTEGER NOT NULL DEFAULT 0,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "lastVisitDay" TEXT,
    "bubblesCaught" INTEGER NOT NULL DEFAULT 0,
    "cardOrders" INTEGER NOT NULL DEFAULT 0,
    "lastSpinAt" TIMESTAMP(3),
    "lastBubbleAt" TIMESTAMP(3),
    "sessionStartAt" TIMESTAMP(3),
    "sessionSeconds" INTEGER NOT NULL DEFAULT 0,
    "lastBeatAt" TIMESTAMP(3),
    "startupCapital" INTEGER NOT NULL DEFAULT 100,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RewardPlayer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RewardLedger" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RewardLedger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RewardBubble" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    "color" TEXT NOT NULL,
    "icon" TEXT NOT NULL,
    "x" INTEGER NOT NULL,
    "y" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "claimedAt" TIMESTAMP(3),

    CONSTRAINT "RewardBubble_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RewardSpin" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "prize" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RewardSpin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RewardAchievement" (
    "playerId" TEXT NOT NULL,
    "achievementId" TEXT NOT NULL,
    "unlockedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RewardAchievement_pkey" PRIMARY KEY ("playerId","achievementId")
);

-- CreateTable
CREATE TABLE "RewardPurchase" (
    "playerId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RewardPurchase_pkey" PRIMARY KEY ("playerId","itemId")
);

-- CreateIndex
CREATE UNIQUE INDEX "RewardPlayer_userId_key" ON "RewardPlayer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "RewardPlayer_guestId_key" ON "RewardPlayer"("guestId");

-- CreateIndex
CREATE INDEX "RewardPlayer_balance_idx" ON "RewardPlayer"("balance");

-- CreateIndex
CREATE INDEX "RewardPlayer_lastSeenAt_idx" ON "RewardPlayer"("lastSeenAt");

-- CreateIndex
CREATE UNIQUE INDEX "RewardLedger_idempotencyKey_key" ON "RewardLedger"("idempotencyKey");

-- CreateIndex
CREATE INDEX "RewardLedger_playerId_idx" ON "RewardLedger"("playerId");

-- CreateIndex
CREATE INDEX "RewardLedger_createdAt_idx" ON "RewardLedger"("createdAt");

-- CreateIndex
CREATE INDEX "RewardBubble_playerId_expiresAt_idx" ON "RewardBubble"("playerId", "expiresAt");

-- CreateIndex
CREATE INDEX "RewardSpin_playerId_idx" ON "RewardSpin"("playerId");
