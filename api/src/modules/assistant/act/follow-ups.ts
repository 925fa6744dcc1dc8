import type { Prisma } from "../../../generated/prisma/client.ts";
import { fromIst, istParts, toIstIso } from "../../../rules/ist.rules.ts";
import type { ActionResult, Outcome } from "../action-result.ts";
import type { Change } from "../understanding/request.ts";
import { occurrences } from "../understanding/time/recurrence.ts";
import type { CreateDeps } from "./create.ts";
import { describeWhen, minutesText, reminderPhrase } from "./phrases.ts";
import type { ScheduleItem } from "./schedule-items.ts";

const nothing = (text: string): Outcome => ({ actions: [], text });

/** Changes a meeting; attendees it has get the update (a new SEQUENCE, the same UID). */
async function updateMeeting(deps: CreateDeps, id: string, data: Prisma.CalendarEventUpdateInput): Promise<void> {
  const event = await deps.db.calendarEvent.update({ where: { id }, data: { ...data, sequence: { increment: 1 } } });
  await deps.publishMeeting?.(event);
  if (event.attendeeEmails.length) await deps.invite?.(event, "REQUEST");
}

/** The new start: a day alone keeps the clock time, a clock time alone keeps the day, a shift moves both. */
function moved(old: Date, change: Change): Date | null {
  if (change.kind === "shift") return new Date(old.getTime() + change.minutes * 60_000);
  if (change.kind !== "retime") return null;
  const was = istParts(old);
  const to = istParts(change.at);
  if (change.dayGiven && !change.clockGiven) return fromIst(to.year, to.month, to.day, was.hour, was.minute);
  if (!change.dayGiven) return fromIst(was.year, was.month, was.day, to.hour, to.minute);
  return change.at;
}

/** How near an item's own time a clock said without am or pm must be for Ria to take that reading without asking. */
const NEAR_ENOUGH_MS = 3 * 3_600_000;

/**
 * A clock said without am or pm, read against the item it moves: "make it 7" for a meeting at 6 pm is 7 pm, "change
 * that to 8:15" for a reminder at 9 am is 8:15 am. Null when neither reading is within three hours of the item's time:
 * Ria asks then, unless `at` is the hour's usual reading ("move it to 4" for a reminder at 9 am is 4 pm).
 */
export function settleClock(old: Date, change: Change): Change | null {
  if (change.kind !== "retime" || !change.orAt) return change;
  const readings = [change.at, change.orAt].map((at) => ({
    at,
    distance: Math.abs(moved(old, { ...change, at })!.getTime() - old.getTime()),
  }));
  const nearest = readings.reduce((best, next) => (next.distance < best.distance ? next : best));
  const settled = { kind: "retime" as const, dayGiven: change.dayGiven, clockGiven: true };
  if (nearest.distance <= NEAR_ENOUGH_MS) return { ...settled, at: nearest.at };
  return change.usual ? { ...settled, at: change.at } : null;
}

function action(item: ScheduleItem, status: ActionResult["status"], at: Date, minutes?: number, title = item.title): ActionResult {
  return {
    id: item.id,
    type: item.type === "meeting" ? "calendar" : "reminder",
    status,
    title,
    at: toIstIso(at),
    ...(minutes ? { durationMinutes: minutes } : {}),
  };
}

/** Applies a change to one meeting or reminder the owner has; the caller found it, so the owner is already checked. */
export async function applyChange(deps: CreateDeps, item: ScheduleItem, change: Change): Promise<Outcome> {
  const { db, now } = deps;
  const at = moved(item.at, change);
  if (at && at <= now) return nothing(`${describeWhen(at, now)} has already passed. When should it be instead?`);
  if (item.type === "reminder") {
    if (!at && change.kind !== "rename") return nothing(`A reminder has no length or guests. Should I move it, rename it or cancel it?`);
    const title = change.kind === "rename" ? change.title : item.title;
    const dueAt = at ?? item.at;
    await db.reminder.update({ where: { id: item.id }, data: { title, dueAt } });
    if (at) await deps.scheduleReminder(item.id, at, `${item.id}@${at.toISOString()}`);
    const done = at ? "Moved" : "Renamed";
    return {
      actions: [action(item, "scheduled", dueAt, undefined, title)],
      text: `${done}: I'll remind you ${reminderPhrase(title)} ${describeWhen(dueAt, now)}.`,
    };
  }
  const event = await db.calendarEvent.findUniqueOrThrow({ where: { id: item.id } });
  switch (change.kind) {
    case "retime":
    case "shift": {
      // A repeating meeting moves as a series: every occurrence shifts by the same amount.
      const delta = at!.getTime() - item.at.getTime();
      const startsAt = new Date(event.startsAt.getTime() + delta);
      await updateMeeting(deps, item.id, { startsAt });
      return {
        actions: [action(item, "scheduled", at!, event.durationMinutes)],
        text: `Moved: ${event.title} is now ${describeWhen(at!, now)} for ${minutesText(event.durationMinutes)}.`,
      };
    }
    case "resize": {
      // "half an hour longer" adds to the length it has; "make it 45 minutes" sets it.
      const sign = change.by === "longer" ? 1 : change.by === "shorter" ? -1 : 0;
      const minutes = sign ? Math.max(5, event.durationMinutes + sign * change.minutes) : change.minutes;
      await updateMeeting(deps, item.id, { durationMinutes: minutes });
      return {
        actions: [action(item, "scheduled", item.at, minutes)],
        text: `Done: ${event.title} ${describeWhen(item.at, now)} now runs for ${minutesText(minutes)}.`,
      };
    }
    case "rename":
      await updateMeeting(deps, item.id, { title: change.title });
      return {
        actions: [action(item, "scheduled", item.at, event.durationMinutes, change.title)],
        text: `Renamed it to “${change.title}”, ${describeWhen(item.at, now)}.`,
      };
    case "add-people":
    case "remove-people": {
      const current = (event.withWhom ?? "").split(/,\s*/).filter(Boolean);
      const lower = (list: string[]) => list.map((p) => p.toLowerCase());
      const people =
        change.kind === "add-people"
          ? [...current, ...change.people.filter((p) => !lower(current).includes(p.toLowerCase()))]
          : current.filter((p) => !lower(change.people).some((gone) => p.toLowerCase().includes(gone)));
      const title = retitled(event.title, current, people);
      await updateMeeting(deps, item.id, { withWhom: people.length ? people.join(", ") : null, title });
      const verb = change.kind === "add-people" ? `Added ${change.people.join(" and ")}` : `Removed ${change.people.join(" and ")}`;
      return {
        actions: [action(item, "scheduled", item.at, event.durationMinutes, title)],
        text: `${verb}: ${title} ${describeWhen(item.at, now)}.`,
      };
    }
  }
}

/** "Call with Arvind" with Sunil added reads "Call with Arvind and Sunil"; a title without the people keeps its words. */
function retitled(title: string, before: string[], after: string[]): string {
  const was = before.join(" and ");
  if (was && title.endsWith(` with ${was}`))
    return after.length ? `${title.slice(0, -was.length)}${after.join(" and ")}` : title.slice(0, -` with ${was}`.length);
  return title;
}

/** Cancels a meeting or reminder (a repeating one stops altogether). */
export async function cancelItem(deps: CreateDeps, item: ScheduleItem): Promise<Outcome> {
  const { db, now } = deps;
  if (item.type === "reminder") {
    await db.reminder.update({ where: { id: item.id }, data: { status: "cancelled" } });
    const what = item.rrule ? "Stopped the repeating reminder" : "Cancelled the reminder";
    return { actions: [action(item, "cancelled", item.at)], text: `${what} ${reminderPhrase(item.title)}.` };
  }
  const gone = await db.calendarEvent.delete({ where: { id: item.id } });
  await deps.publishMeeting?.(gone);
  if (gone.attendeeEmails.length) await deps.invite?.({ ...gone, sequence: gone.sequence + 1 }, "CANCEL");
  const what = item.rrule ? `Cancelled every ${item.title}` : `Cancelled ${item.title} ${describeWhen(item.at, now)}`;
  return { actions: [action(item, "cancelled", item.at, item.minutes)], text: `${what}.` };
}

/** Skips the next occurrence of a repeating item; a one-off item is not skipped but offered to cancel. */
export async function skipNext(deps: CreateDeps, item: ScheduleItem): Promise<Outcome> {
  const { db, now } = deps;
  if (!item.rrule) return nothing(`${item.title} doesn't repeat. Should I cancel it instead?`);
  const model =
    item.type === "reminder"
      ? await db.reminder.findUniqueOrThrow({ where: { id: item.id } })
      : await db.calendarEvent.findUniqueOrThrow({ where: { id: item.id } });
  const skipped = [...model.skipped, item.at];
  if (item.type === "reminder") {
    const [next] = occurrences(item.rrule, item.at, item.at, 1, skipped);
    await db.reminder.update({ where: { id: item.id }, data: { skipped, ...(next ? { dueAt: next } : { status: "cancelled" }) } });
    if (next) await deps.scheduleReminder(item.id, next, `${item.id}@${next.toISOString()}`);
  } else await updateMeeting(deps, item.id, { skipped });
  return {
    actions: [action(item, "cancelled", item.at)],
    text: `Skipped ${item.title} ${describeWhen(item.at, now)}; the rest stay as they are.`,
  };
}
