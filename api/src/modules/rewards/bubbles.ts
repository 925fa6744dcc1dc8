import { ConflictError, NotFoundError } from "../../errors.ts";
import { drawBubble, BUBBLE_EVERY_SECONDS, BUBBLE_LIFETIME_SECONDS, MAX_LIVE_BUBBLES } from "./game.rules.ts";
import { award, type PlayerRow, type Tx } from "./ledger.ts";
import type { Rng } from "./rewards.rules.ts";

/** A bubble the player can still catch, as the page draws it. */
export interface LiveBubble {
  id: string;
  value: number;
  color: string;
  icon: string;
  x: number;
  y: number;
  expiresAt: Date;
}

/** Issues a bubble when one is due (every 5 s, at most 5 alive) and returns the live ones, oldest first. */
export async function issueBubbles(tx: Tx, player: PlayerRow, at: Date, rng: Rng): Promise<LiveBubble[]> {
  const alive = { playerId: player.id, claimedAt: null, expiresAt: { gt: at } };
  const due = !player.lastBubbleAt || at.getTime() - player.lastBubbleAt.getTime() >= (BUBBLE_EVERY_SECONDS - 0.5) * 1000;
  if (due && (await tx.rewardBubble.count({ where: alive })) < MAX_LIVE_BUBBLES) {
    await tx.rewardBubble.create({
      data: { playerId: player.id, ...drawBubble(rng), expiresAt: new Date(at.getTime() + BUBBLE_LIFETIME_SECONDS * 1000) },
    });
    await tx.rewardPlayer.update({ where: { id: player.id }, data: { lastBubbleAt: at } });
  }
  return tx.rewardBubble.findMany({ where: alive, orderBy: { createdAt: "asc" } });
}

/** Catches a bubble: paid once, only while alive; a replay of a caught one pays nothing. Returns the Riko paid. */
export async function catchBubble(tx: Tx, player: PlayerRow, bubbleId: string, at: Date): Promise<number> {
  const caught = await tx.rewardBubble.updateMany({
    where: { id: bubbleId, playerId: player.id, claimedAt: null, expiresAt: { gt: at } },
    data: { claimedAt: at },
  });
  if (caught.count === 0) {
    const bubble = await tx.rewardBubble.findFirst({ where: { id: bubbleId, playerId: player.id } });
    if (!bubble) throw new NotFoundError("No such bubble");
    if (bubble.claimedAt) return 0;
    throw new ConflictError("This bubble has floated away");
  }
  const bubble = await tx.rewardBubble.findUniqueOrThrow({ where: { id: bubbleId } });
  await tx.rewardPlayer.update({ where: { id: player.id }, data: { bubblesCaught: { increment: 1 } } });
  return award(tx, player.id, bubble.value, "bubble", `bubble:${bubble.id}`);
}
