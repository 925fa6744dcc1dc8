-- CreateTable
CREATE TABLE "LaunchTarget" (
    "id" TEXT NOT NULL,
    "targetCxos" INTEGER NOT NULL,
    "launchDay" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LaunchTarget_pkey" PRIMARY KEY ("id")
);
