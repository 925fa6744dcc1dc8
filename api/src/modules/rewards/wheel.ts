import { RateLimitedError } from "../../errors.ts";
import { drawSpinPrize, spinCooldownLeft } from "./game.rules.ts";
import { award, type PlayerRow, type Tx } from "./ledger.ts";
import { formatMinSec, type Rng } from "./rewards.rules.ts";

/** Spins the wheel: the prize is drawn here, once per 15 minutes per player. Returns the Riko paid. */
export async function spinWheel(tx: Tx, player: PlayerRow, at: Date, rng: Rng): Promise<number> {
  const left = spinCooldownLeft(player.lastSpinAt, at);
  if (left > 0) throw new RateLimitedError(`The wheel is cooling down. Spin again in ${formatMinSec(left)}.`, left);
  const spin = await tx.rewardSpin.create({ data: { playerId: player.id, prize: drawSpinPrize(rng), createdAt: at } });
  await tx.rewardPlayer.update({ where: { id: player.id }, data: { lastSpinAt: at } });
  return award(tx, player.id, spin.prize, "spin", `spin:${spin.id}`);
}
