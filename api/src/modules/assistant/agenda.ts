import type { Intent } from "./engine/intent.ts";
import { formatIst, formatIstTime } from "../../rules/ist.rules.ts";
import { minutesText } from "./engine/replies.ts";
import type { Outcome } from "./action-result.ts";
import type { ActionStore } from "./carry-out.ts";
import type { Owner } from "./owner.rules.ts";

interface Entry {
  at: Date;
  end: Date;
  line: string;
}

/** Everything on the owner's day between two instants: meetings, pending reminders, tasks due then. */
async function entries(prisma: ActionStore, owner: Owner, from: Date, to: Date, sameDay: boolean): Promise<Entry[]> {
  const when = (at: Date) => (sameDay ? formatIstTime(at) : formatIst(at));
  const [events, reminders] = await Promise.all([
    prisma.calendarEvent.findMany({ where: { ownerId: owner.id, startsAt: { lt: to, gte: new Date(from.getTime() - 86_400_000) } } }),
    prisma.reminder.findMany({ where: { ownerId: owner.id, dueAt: { gte: from, lt: to }, status: "pending" } }),
  ]);
  const meetings = events
    .map((e) => ({
      at: e.startsAt,
      end: new Date(e.startsAt.getTime() + e.durationMinutes * 60_000),
      title: e.title,
      minutes: e.durationMinutes,
    }))
    .filter((e) => e.end > from)
    .map((e) => ({ at: e.at, end: e.end, line: `• ${when(e.at)}: ${e.title} (${minutesText(e.minutes)})` }));
  const due = reminders.map((r) => ({ at: r.dueAt, end: r.dueAt, line: `• ${when(r.dueAt)}: reminder: ${r.title}` }));
  return [...meetings, ...due].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** "What's on my schedule tomorrow?": meetings and reminders in order, and the open tasks, so nothing set is left out. */
export async function agenda(prisma: ActionStore, owner: Owner, intent: Extract<Intent, { kind: "agenda" }>): Promise<Outcome> {
  const sameDay = intent.to.getTime() - intent.from.getTime() <= 86_400_000;
  const found = await entries(prisma, owner, intent.from, intent.to, sameDay);
  const lines = (intent.what === "reminders" ? found.filter((e) => e.at.getTime() === e.end.getTime()) : found).map((e) => e.line);
  const tasks = await prisma.listItem.count({ where: { ownerId: owner.id, done: false, list: null } });
  const taskLine = tasks ? `\nYou also have ${tasks} open task${tasks === 1 ? "" : "s"} on your list.` : "";
  if (lines.length === 0) return { actions: [], text: `Nothing is scheduled ${intent.label}: no meetings or reminders.${taskLine}` };
  return { actions: [], text: `Here's ${intent.label}:\n${lines.join("\n")}${taskLine}` };
}

/** "Am I free on Thursday afternoon?": yes, or no with the meeting that clashes. Reminders do not block time. */
export async function freeOrBusy(prisma: ActionStore, owner: Owner, intent: Extract<Intent, { kind: "free" }>): Promise<Outcome> {
  const sameDay = intent.to.getTime() - intent.from.getTime() <= 86_400_000;
  const found = await entries(prisma, owner, intent.from, intent.to, sameDay);
  const clashes = found.filter((e) => e.end > e.at && e.at < intent.to && e.end > intent.from);
  if (clashes.length === 0) return { actions: [], text: `Yes, you're free ${intent.label}.` };
  const count = clashes.length === 1 ? "a meeting" : `${clashes.length} meetings`;
  return { actions: [], text: [`No, you have ${count} ${intent.label}:`, ...clashes.map((c) => c.line)].join("\n") };
}
