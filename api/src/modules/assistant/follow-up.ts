import type { ActionResult, Outcome } from "./action-result.ts";
import type { CarryOutDeps } from "./carry-out.ts";
import type { FollowUp } from "./engine/follow-up.ts";
import { fromIst, istParts, toIstIso } from "../../rules/ist.rules.ts";
import { describeWhen, reminderPhrase } from "./engine/phrasing.ts";
import { minutesText } from "./engine/replies.ts";
import type { Owner } from "./owner.rules.ts";

/** The new start: a day alone keeps the old clock time, a clock time alone keeps the old day. */
function moved(old: Date, change: Extract<FollowUp, { kind: "retime" }>): Date {
  const was = istParts(old);
  const to = istParts(change.at!);
  if (change.hasDate && !change.hasClock) return fromIst(to.year, to.month, to.day, was.hour, was.minute);
  if (!change.hasDate) return fromIst(was.year, was.month, was.day, to.hour, to.minute);
  return change.at!;
}

const nothing = (text: string): Outcome => ({ actions: [], text });

/** Applies a follow-up ("make it 6 pm", "cancel that") to the actions of Ria's last reply, owner-checked. */
export async function applyFollowUp(change: FollowUp, last: ActionResult[], owner: Owner, deps: CarryOutDeps): Promise<Outcome> {
  const { prisma } = deps;
  const now = deps.now();
  const target = last[0];
  if (!target) return nothing("I haven't done anything in this conversation yet that I could change. What would you like me to do?");
  if (target.type === "list") {
    if (change.kind !== "cancel") return nothing('That was a list item, so it has no time or guests. Say "cancel that" to remove it.');
    await prisma.listItem.deleteMany({ where: { ownerId: owner.id, id: { in: last.map((a) => a.id) } } });
    return {
      actions: last.map((a) => ({ ...a, status: "failed" as const })),
      text: `Removed ${last.length === 1 ? `“${target.title}”` : `those ${last.length} items`} from your list.`,
    };
  }
  if (target.type === "reminder") {
    const reminder = await prisma.reminder.findFirst({ where: { id: target.id, ownerId: owner.id, status: "pending" } });
    if (!reminder) return nothing("That reminder has already gone off or been cancelled.");
    if (change.kind === "cancel") {
      await prisma.reminder.update({ where: { id: reminder.id }, data: { status: "cancelled" } });
      return { actions: [{ ...target, status: "failed" }], text: `Cancelled the reminder ${reminderPhrase(reminder.title)}.` };
    }
    if (change.kind !== "retime") return nothing("A reminder has no length or guests. Should I book a meeting instead?");
    const at = moved(reminder.dueAt, change);
    if (at <= now) return nothing(`${describeWhen(at, now)} has already passed. When should I remind you instead?`);
    await prisma.reminder.update({ where: { id: reminder.id }, data: { dueAt: at } });
    await deps.scheduleReminder(reminder.id, at, `${reminder.id}@${at.toISOString()}`);
    return {
      actions: [{ ...target, at: toIstIso(at) }],
      text: `Moved: I'll remind you ${reminderPhrase(reminder.title)} ${describeWhen(at, now)}.`,
    };
  }
  const event = await prisma.calendarEvent.findFirst({ where: { id: target.id, ownerId: owner.id } });
  if (!event) return nothing("That meeting is no longer on your calendar.");
  switch (change.kind) {
    case "cancel":
      await prisma.calendarEvent.delete({ where: { id: event.id } });
      return { actions: [{ ...target, status: "failed" }], text: `Cancelled ${event.title} ${describeWhen(event.startsAt, now)}.` };
    case "resize": {
      const updated = await prisma.calendarEvent.update({ where: { id: event.id }, data: { durationMinutes: change.minutes } });
      return {
        actions: [{ ...target, durationMinutes: change.minutes }],
        text: `Done: ${updated.title} now runs for ${minutesText(change.minutes)}.`,
      };
    }
    case "invite": {
      const withWhom = event.withWhom ? `${event.withWhom} and ${change.person}` : change.person;
      const title =
        event.withWhom && event.title.includes(event.withWhom)
          ? event.title.replace(event.withWhom, withWhom)
          : `${event.title} with ${change.person}`;
      await prisma.calendarEvent.update({ where: { id: event.id }, data: { withWhom, title } });
      return { actions: [{ ...target, title }], text: `Added ${change.person}: ${title} ${describeWhen(event.startsAt, now)}.` };
    }
    case "retime": {
      const at = moved(event.startsAt, change);
      if (at <= now) return nothing(`${describeWhen(at, now)} has already passed. When should it be instead?`);
      await prisma.calendarEvent.update({ where: { id: event.id }, data: { startsAt: at } });
      return {
        actions: [{ ...target, at: toIstIso(at) }],
        text: `Moved: ${event.title} is now ${describeWhen(at, now)} for ${minutesText(event.durationMinutes)}.`,
      };
    }
  }
}
