-- A player joins the leaderboards once they have earned by playing (a bubble, a spin, the card, the startup
-- builder, a first scheduled task); opening the page and its first-visit reward alone rank no one.
ALTER TABLE "RewardPlayer" ADD COLUMN "playedAt" TIMESTAMP(3);

-- Players who already played are ranked from their first such award.
UPDATE "RewardPlayer" AS p
SET "playedAt" = l."firstPlay"
FROM (
  SELECT "playerId", MIN("createdAt") AS "firstPlay"
  FROM "RewardLedger"
  WHERE "amount" > 0 AND ("reason" IN ('bubble', 'spin', 'card-ordered', 'first-scheduled-task') OR "reason" LIKE 'startup:%')
  GROUP BY "playerId"
) AS l
WHERE l."playerId" = p."id";
