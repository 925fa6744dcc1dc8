import { bestMatches, wholeMatches } from "./item-match.ts";
import { formatIst } from "../../../rules/ist.rules.ts";
import type { ActionResult, Outcome } from "../action-result.ts";
import type { InviteAttendees } from "../invitations.types.ts";
import type { PublishMeeting, ReadOwnCalendar } from "../own-calendar.types.ts";
import type { Request } from "../understanding/request.ts";
import { ruleInWords } from "../understanding/time/recurrence.ts";
import { describeWhen, listLabel, minutesText, quotedList, reminderPhrase } from "./phrases.ts";
import { type ActionStore, blocksTime } from "./schedule-items.ts";
import { scheduleBetween } from "./with-own-calendar.ts";
import { toIstIso } from "../../../rules/ist.rules.ts";

/** What creating things needs: the tables, the job engine's hand-off for reminders, the clock, and invitations. */
export interface CreateDeps {
  db: ActionStore;
  scheduleReminder(reminderId: string, dueAt: Date, key?: string): Promise<void>;
  now: Date;
  /** Tells a meeting's attendees of it: REQUEST when booked or changed, CANCEL when cancelled. */
  invite?: InviteAttendees;
  /** The executive's own calendar: read for clashes, and told of every meeting booked, changed or cancelled. */
  ownCalendar?: ReadOwnCalendar;
  publishMeeting?: PublishMeeting;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A reminder, unless the same one is already set for the same time ("You already have that reminder"). */
export async function createReminder(deps: CreateDeps, ownerId: string, request: Extract<Request, { kind: "reminder" }>): Promise<Outcome> {
  const { db, now } = deps;
  const existing = await db.reminder.findFirst({
    where: { ownerId, status: "pending", dueAt: request.at, rrule: request.repeat?.rule ?? null },
  });
  if (existing && same(existing.title, request.title)) {
    return { actions: [], text: `You already have that reminder ${describeWhen(existing.dueAt, now)}: ${existing.title}.` };
  }
  const reminder = await db.reminder.create({
    data: { ownerId, title: request.title, dueAt: request.at, rrule: request.repeat?.rule ?? null },
  });
  await deps.scheduleReminder(reminder.id, reminder.dueAt);
  const repeat = request.repeat
    ? `, ${ruleInWords(request.repeat.rule)}, starting ${describeWhen(reminder.dueAt, now)}`
    : ` ${describeWhen(reminder.dueAt, now)}`;
  const action: ActionResult = {
    id: reminder.id,
    type: "reminder",
    status: "scheduled",
    title: reminder.title,
    at: toIstIso(reminder.dueAt),
  };
  return { actions: [action], text: `Done. I'll remind you ${reminderPhrase(reminder.title)}${repeat}.` };
}

/** A meeting on the calendar, with a warning when it clashes with one already there (Ria's or the executive's own). */
export async function createMeeting(deps: CreateDeps, ownerId: string, request: Extract<Request, { kind: "meeting" }>): Promise<Outcome> {
  const { db, now } = deps;
  const ends = new Date(request.at.getTime() + request.minutes * 60_000);
  const clashes = (await scheduleBetween(deps, ownerId, request.at, ends)).filter(blocksTime);
  const twin = clashes.find((item) => !item.own && item.at.getTime() === request.at.getTime() && same(item.title, request.title));
  if (twin) return { actions: [], text: `${twin.title} is already on your calendar ${describeWhen(twin.at, now)}.` };
  const event = await db.calendarEvent.create({
    data: {
      ownerId,
      title: request.title,
      startsAt: request.at,
      durationMinutes: request.minutes,
      withWhom: request.people.length ? request.people.join(", ") : null,
      place: request.place ?? null,
      rrule: request.repeat?.rule ?? null,
      attendeeEmails: request.attendees ?? [],
    },
  });
  await deps.publishMeeting?.(event);
  const sent = event.attendeeEmails.length ? await deps.invite?.(event, "REQUEST") : undefined;
  const attendees = event.attendeeEmails.join(", ");
  const invited = !sent
    ? ""
    : sent === "queued"
      ? ` I'm sending the invitation to ${attendees}.`
      : ` The invitation to ${attendees} is in the outbox; no email leaves in demo mode.`;
  const warning = clashes.length
    ? ` Heads up: it clashes with ${clashes.map((c) => `“${c.title}” at ${formatIst(c.at)}`).join(" and ")}.`
    : "";
  const where = event.place ? ` at ${event.place}` : "";
  const repeat = event.rrule ? `, ${ruleInWords(event.rrule)}, starting` : "";
  const action: ActionResult = {
    id: event.id,
    type: "calendar",
    status: "scheduled",
    title: event.title,
    at: toIstIso(event.startsAt),
    durationMinutes: event.durationMinutes,
  };
  const when = `${describeWhen(event.startsAt, now)} for ${minutesText(event.durationMinutes)}`;
  return { actions: [action], text: `Booked: ${event.title}${where}${repeat} ${when}.${invited}${warning}` };
}

/** Items added to a list; ones already open on it are not added twice. */
export async function addToList(db: ActionStore, ownerId: string, request: Extract<Request, { kind: "list.add" }>): Promise<Outcome> {
  const open = await db.listItem.findMany({ where: { ownerId, done: false, list: request.list } });
  const fresh = request.items.filter((item) => !open.some((o) => same(o.title, item)));
  if (fresh.length === 0)
    return {
      actions: [],
      text: `${quotedList(request.items)} ${request.items.length === 1 ? "is" : "are"} already on your ${listLabel(request.list)}.`,
    };
  const actions: ActionResult[] = [];
  for (const title of fresh) {
    const item = await db.listItem.create({ data: { ownerId, title, list: request.list } });
    actions.push({ id: item.id, type: "list", status: "done", title: item.title });
  }
  return { actions, text: `Added ${quotedList(fresh)} to your ${listLabel(request.list)}.` };
}

/** The open items of a list. */
export async function showList(db: ActionStore, ownerId: string, list: string | null): Promise<Outcome> {
  const items = await db.listItem.findMany({ where: { ownerId, done: false, list }, orderBy: { createdAt: "asc" }, take: 30 });
  if (items.length === 0) return { actions: [], text: `Your ${listLabel(list)} is empty.` };
  return { actions: [], text: `Your ${listLabel(list)}:\n${items.map((item, i) => `${i + 1}. ${item.title}`).join("\n")}` };
}

/** Ticks off the one open item whose title has every word of the query; asks when none or several match. */
/** Ticks off the one open item news of something done names word for word ("GST filing ho gaya"); undefined when none is. */
export async function tickOffIfListed(db: ActionStore, ownerId: string, done: string, now: Date): Promise<Outcome | undefined> {
  const matches = wholeMatches(await db.listItem.findMany({ where: { ownerId, done: false } }), done);
  if (matches.length !== 1) return undefined;
  return markDone(db, matches[0]!.id, now);
}

async function markDone(db: ActionStore, id: string, now: Date): Promise<Outcome> {
  const item = await db.listItem.update({ where: { id }, data: { done: true, completedAt: now } });
  return { actions: [{ id: item.id, type: "list", status: "done", title: item.title }], text: `Marked “${item.title}” as done.` };
}

export async function completeItem(
  db: ActionStore,
  ownerId: string,
  query: string,
  list: string | null,
  now: Date,
  message = query,
): Promise<Outcome> {
  // The list named first; any list when a name was misheard ("auditors wala follow up" names no list).
  const everywhere = await db.listItem.findMany({ where: { ownerId, done: false } });
  const named = list ? everywhere.filter((item) => item.list === list) : everywhere;
  const open = named.length ? named : everywhere;
  const byQuery = bestMatches(open, query);
  // The item as the message words it ("the TDS challan has been submitted"), when the marked words find nothing.
  const matches = byQuery.length ? byQuery : bestMatches(open, message);
  if (matches.length !== 1) {
    const text =
      matches.length === 0
        ? `I couldn't find an open item matching “${query}”.`
        : `More than one item matches “${query}”: ${matches.map((m) => `“${m.title}”`).join(", ")}. Which one?`;
    return { actions: [], text };
  }
  return markDone(db, matches[0]!.id, now);
}
