import type { PrismaClient } from "../src/generated/prisma/client.ts";
import type { CaseRun } from "./harness.ts";

/**
 * What a schedule answer says that the stored data contradicts, whatever the writer expected: every item it names
 * is stored and in the window it names; an agenda or count misses no stored meeting of that window; "free" is said
 * only when no stored meeting overlaps it, "busy" only when one does. Checked where the owner's meetings and
 * reminders are all one-off (a repeating one's occurrences are the reader's own expansion, not stored rows).
 */
export async function contradictions(prisma: PrismaClient, run: CaseRun): Promise<string[]> {
  const answer = run.outcome.answer;
  if (!answer?.from || !answer.to || !["agenda", "count", "free"].includes(answer.kind)) return [];
  const [meetings, reminders] = await Promise.all([
    prisma.calendarEvent.findMany({ where: { ownerId: run.ownerId } }),
    prisma.reminder.findMany({ where: { ownerId: run.ownerId } }),
  ]);
  if (meetings.some((m) => m.rrule) || reminders.some((r) => r.rrule)) return [];
  const { from, to } = answer;
  const stored = new Map([
    ...meetings.map((m) => [m.id, m.startsAt] as const),
    ...reminders.filter((r) => r.status !== "cancelled").map((r) => [r.id, r.dueAt] as const),
  ]);
  const wrong: string[] = [];
  for (const item of answer.items) {
    const at = stored.get(item.id);
    if (!at) wrong.push(`names “${item.title}”, which is not stored`);
    else if (answer.kind !== "free" && (at < from || at >= to)) wrong.push(`names “${item.title}”, outside the window it names`);
  }
  const named = new Set(answer.items.map((item) => item.id));
  if (answer.kind === "agenda" || answer.kind === "count") {
    const missed = meetings.filter((m) => m.startsAt >= from && m.startsAt < to && !named.has(m.id));
    // A count of reminders leaves meetings out on purpose; an agenda or a count of meetings must not.
    if (answer.what !== "reminders") for (const m of missed) wrong.push(`leaves out “${m.title}” of the window it names`);
  }
  if (answer.kind === "count" && answer.count !== answer.items.length) wrong.push(`says ${answer.count} but names ${answer.items.length}`);
  if (answer.kind === "free") {
    const overlapping = meetings.filter((m) => m.startsAt < to && m.startsAt.getTime() + m.durationMinutes * 60_000 > from.getTime());
    if (answer.free && overlapping.length) wrong.push(`says free, but “${overlapping[0]!.title}” is in that window`);
    if (answer.free === false && !overlapping.length) wrong.push("says busy, but no stored meeting is in that window");
  }
  return wrong;
}
