-- Per-browser demo sandboxes: a client copied from the seeded demo template, removed after 7 idle days.
ALTER TABLE "User" ADD COLUMN "sandboxOf" TEXT;
ALTER TABLE "User" ADD COLUMN "sandboxKey" TEXT;
CREATE UNIQUE INDEX "User_sandboxKey_key" ON "User"("sandboxKey");
CREATE INDEX "User_sandboxOf_idx" ON "User"("sandboxOf");
