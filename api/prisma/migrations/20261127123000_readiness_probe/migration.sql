-- CreateTable
CREATE TABLE "ReadinessProbe" (
    "id" INTEGER NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReadinessProbe_pkey" PRIMARY KEY ("id")
);
