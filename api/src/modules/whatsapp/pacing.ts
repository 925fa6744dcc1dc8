import type { PrismaClient } from "../../generated/prisma/client.ts";

/**
 * Takes the next turn to post a message to `waId`, at least `gapMs` after the turn before it, and returns when
 * that turn is: `now` when the number has had nothing lately, later otherwise. One statement, so two senders (jobs,
 * instances) never take the same turn, and turns are handed out in the order they are asked for.
 */
export async function takeTurn(prisma: Pick<PrismaClient, "$queryRaw">, waId: string, gapMs: number, now: Date): Promise<Date> {
  const at = now.toISOString();
  const [row] = await prisma.$queryRaw<Array<{ nextMs: number }>>`
    INSERT INTO "WhatsAppPace" ("waId", "nextAt")
    VALUES (${waId}, (${at}::timestamptz AT TIME ZONE 'UTC') + ${gapMs}::int * interval '1 millisecond')
    ON CONFLICT ("waId") DO UPDATE
      SET "nextAt" = GREATEST("WhatsAppPace"."nextAt", ${at}::timestamptz AT TIME ZONE 'UTC') + ${gapMs}::int * interval '1 millisecond'
    RETURNING (extract(epoch FROM "nextAt") * 1000)::float8 AS "nextMs"`;
  return new Date(Number(row!.nextMs) - gapMs);
}
