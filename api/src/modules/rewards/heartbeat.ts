import { award, type PlayerRow, type Tx } from "./ledger.ts";
import { creditFor, istDay, milestonesCrossed, nextStreak, rikoForTime, SCHEDULER_REWARD } from "./rewards.rules.ts";

/**
 * One heartbeat of a visible page. The credit is measured on the server's clock from the player's
 * previous beat, whichever tab sent it, so fast beats, two tabs or a client clock gain nothing.
 * Also keeps the IST-day streak and pays the minute, milestone and first-task rewards (the last ranks the player).
 */
export async function applyHeartbeat(tx: Tx, player: PlayerRow, now: Date, completedTasks: () => Promise<number>): Promise<number> {
  let paid = 0;
  const today = istDay(now);
  const streak = nextStreak(player.lastVisitDay, player.streak, today);
  paid += await award(tx, player.id, streak.bonus, "streak", `streak:${player.id}:${today}`);

  const credit = creditFor(player.lastBeatAt, now);
  const sessionStartAt = credit.newSession ? now : (player.sessionStartAt ?? now);
  const sessionBefore = credit.newSession ? 0 : player.sessionSeconds;
  const sessionAfter = sessionBefore + credit.seconds;
  const timeAfter = player.timeSpent + credit.seconds;
  const minutes = rikoForTime(player.timeSpent, timeAfter);
  paid += await award(tx, player.id, minutes, "time", `time:${player.id}:${Math.floor(timeAfter / 60)}`);
  for (const milestone of milestonesCrossed(sessionBefore, sessionAfter)) {
    paid += await award(
      tx,
      player.id,
      milestone.bonus,
      `milestone:${milestone.at}`,
      `milestone:${player.id}:${sessionStartAt.getTime()}:${milestone.at}`,
    );
  }
  let playedAt = player.playedAt;
  if (player.userId && (await completedTasks()) > 0) {
    const scheduler = await award(tx, player.id, SCHEDULER_REWARD, "first-scheduled-task", `scheduler:${player.id}`);
    // A completed task is playing, as a bubble or a spin is: it ranks the player.
    if (scheduler > 0) playedAt ??= now;
    paid += scheduler;
  }
  await tx.rewardPlayer.update({
    where: { id: player.id },
    data: {
      streak: streak.streak,
      lastVisitDay: today,
      timeSpent: timeAfter,
      sessionStartAt,
      sessionSeconds: sessionAfter,
      lastBeatAt: now,
      lastSeenAt: now,
      playedAt,
    },
  });
  return paid;
}
