import { ConflictError, NotFoundError } from "../../errors.ts";
import { award, type PlayerRow, type Tx } from "./ledger.ts";
import { purchaseRefusal, startupItem } from "./startup.rules.ts";

/** Hires, adopts a tool or completes a challenge in the startup builder, unless its rules refuse. Returns the Riko paid. */
export async function buyStartupItem(tx: Tx, player: PlayerRow, itemId: string, at: Date): Promise<number> {
  const item = startupItem(itemId);
  if (!item) throw new NotFoundError("No such startup item");
  const owned = new Set((await tx.rewardPurchase.findMany({ where: { playerId: player.id } })).map((row) => row.itemId));
  const refusal = purchaseRefusal(item, owned, player.startupCapital);
  if (refusal) throw new ConflictError(refusal);
  await tx.rewardPurchase.create({ data: { playerId: player.id, itemId, createdAt: at } });
  await tx.rewardPlayer.update({ where: { id: player.id }, data: { startupCapital: { decrement: item.cost } } });
  return award(tx, player.id, item.riko, `startup:${item.kind}`, `startup:${player.id}:${itemId}`);
}
