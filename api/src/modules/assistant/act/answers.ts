import { formatIst, formatIstDay, formatIstTime, istDayStart, istDaysBetween } from "../../../rules/ist.rules.ts";
import type { Answer, Outcome } from "../action-result.ts";
import type { Reference, Window } from "../understanding/request.ts";
import { minutesText } from "./phrases.ts";
import { type ScheduleItem, blocksTime } from "./schedule-items.ts";
import { findTarget } from "./targets.ts";
import { type ScheduleSource, scheduleBetween } from "./with-own-calendar.ts";

const answer = (text: string, facts: Answer): Outcome => ({ actions: [], text, answer: facts });
const facts = (items: ScheduleItem[]) => items.map(({ id, title, at }) => ({ id, title, at }));

/** "tomorrow (Wed, 25 Nov)", "this week (24 Nov to 29 Nov)": a window named with its dates, never "today" for another day. */
export function windowName(window: Window): string {
  const days = istDaysBetween(window.from, new Date(window.to.getTime() - 1));
  if (days === 0) return /^on\s/.test(window.label) ? window.label : `${window.label} (${formatIstDay(window.from)})`;
  if (window.label.startsWith("between") || window.label.startsWith("at ")) return window.label;
  return `${window.label} (${formatIstDay(window.from)} to ${formatIstDay(new Date(window.to.getTime() - 1))})`;
}

function line(item: ScheduleItem, withDay: boolean): string {
  if (item.own?.allDay) return `• ${withDay ? `${formatIstDay(item.at)}, all day` : "all day"}: ${item.title} (your calendar)`;
  const when = withDay ? formatIst(item.at) : formatIstTime(item.at);
  if (item.type === "reminder") return `• ${when}: reminder: ${item.title}`;
  return `• ${when}: ${item.title} (${minutesText(item.minutes)}${item.own ? ", your calendar" : ""})`;
}

/** From now on (a year ahead): what "next" looks through. */
const upcoming = (source: ScheduleSource, ownerId: string, now: Date) =>
  scheduleBetween(source, ownerId, new Date(now.getTime() - 2 * 3_600_000), new Date(now.getTime() + 366 * 86_400_000));

/** The agenda of a day or range: meetings, reminders and the executive's own events in order, from stored data. */
export async function agenda(source: ScheduleSource, ownerId: string, window: Window, what: "all" | "reminders"): Promise<Outcome> {
  const items = (await scheduleBetween(source, ownerId, window.from, window.to)).filter(
    (item) => what === "all" || item.type === "reminder",
  );
  const name = windowName(window);
  const kinds = what === "reminders" ? "reminders" : "meetings or reminders";
  if (items.length === 0)
    return answer(`Nothing is scheduled ${name}: no ${kinds}.`, { kind: "agenda", from: window.from, to: window.to, items: [] });
  const multiDay = istDaysBetween(window.from, new Date(window.to.getTime() - 1)) > 0;
  return answer(`Here's ${name}:\n${items.map((item) => line(item, multiDay)).join("\n")}`, {
    kind: "agenda",
    from: window.from,
    to: window.to,
    items: facts(items),
  });
}

/** The next meeting (or the next thing at all), from now on. */
export async function next(source: ScheduleSource, ownerId: string, what: "meetings" | "all", now: Date): Promise<Outcome> {
  const items = (await upcoming(source, ownerId, now)).filter(
    (item) => item.at > now && !item.own?.allDay && (what === "all" || item.type === "meeting"),
  );
  const first = items[0];
  const noun = what === "meetings" ? "meeting" : "item";
  if (!first) return answer(`You have no ${noun}s coming up.`, { kind: "next", items: [] });
  const when =
    istDaysBetween(now, first.at) <= 1
      ? `${istDaysBetween(now, first.at) === 0 ? "today" : "tomorrow"} (${formatIstDay(first.at)}) at ${formatIstTime(first.at)}`
      : `on ${formatIst(first.at)}`;
  return answer(`Your next ${noun} is ${first.title}, ${when}.`, { kind: "next", items: facts([first]) });
}

/** "When is my call with Kavita?": the matching item(s), or a clear "none". */
export async function find(
  source: ScheduleSource,
  ownerId: string,
  reference: Reference,
  window: Window | undefined,
  now: Date,
): Promise<Outcome> {
  const found = await findTarget(source.db, ownerId, reference, [], now);
  let items = "one" in found ? [found.one] : "several" in found ? found.several : [];
  if (window) items = items.filter((item) => item.at >= window.from && item.at < window.to);
  const where = window ? ` ${windowName(window)}` : "";
  if (items.length === 0) {
    const about = [...reference.people, ...reference.words].join(" ") || "that";
    return answer(`I couldn't find anything matching “${about}” on your calendar${where}.`, { kind: "find", items: [] });
  }
  if (items.length === 1) return answer(`${items[0]!.title} is on ${formatIst(items[0]!.at)}.`, { kind: "find", items: facts(items) });
  return answer(`I found ${items.length}:\n${items.map((item) => line(item, true)).join("\n")}`, { kind: "find", items: facts(items) });
}

/**
 * Free or busy in a window, with the free slots when it is not all free. Reminders block no time, nor do the
 * executive's own events marked free or lasting the whole day.
 */
export async function freeOrBusy(source: ScheduleSource, ownerId: string, window: Window, now: Date): Promise<Outcome> {
  const from = window.from < now && istDayStart(window.from).getTime() === istDayStart(now).getTime() ? now : window.from;
  const busy = (await scheduleBetween(source, ownerId, window.from, window.to)).filter(blocksTime);
  const name = windowName(window);
  const base = { kind: "free" as const, from: window.from, to: window.to, items: facts(busy) };
  if (busy.length === 0) return answer(`Yes, you're free ${name}.`, { ...base, free: true });
  const slots: string[] = [];
  let cursor = from;
  for (const item of busy) {
    if (item.at > cursor) slots.push(`${formatIstTime(cursor)} to ${formatIstTime(item.at)}`);
    const end = new Date(item.at.getTime() + item.minutes * 60_000);
    if (end > cursor) cursor = end;
  }
  if (cursor < window.to) slots.push(`${formatIstTime(cursor)} to ${formatIstTime(window.to)}`);
  const free = slots.length
    ? `You're free ${slots.length > 1 ? `${slots.slice(0, -1).join(", ")} and ${slots.at(-1)}` : slots[0]}.`
    : "There's no free time in it.";
  const lines = busy.map((item) => line(item, istDaysBetween(window.from, new Date(window.to.getTime() - 1)) > 0));
  return answer(`No, you have ${busy.length === 1 ? "a meeting" : `${busy.length} meetings`} ${name}:\n${lines.join("\n")}\n${free}`, {
    ...base,
    free: false,
  });
}

/** "How many meetings tomorrow?": a count of stored items in the window (the executive's own events included). */
export async function count(
  source: ScheduleSource,
  ownerId: string,
  window: Window,
  what: "meetings" | "reminders" | "all",
): Promise<Outcome> {
  const items = (await scheduleBetween(source, ownerId, window.from, window.to)).filter(
    (item) => !item.own?.allDay && (what === "all" || item.type === (what === "meetings" ? "meeting" : "reminder")),
  );
  const noun = what === "reminders" ? "reminder" : "meeting";
  const text =
    items.length === 0
      ? `You have no ${noun}s ${windowName(window)}.`
      : `You have ${items.length} ${noun}${items.length === 1 ? "" : "s"} ${windowName(window)}:\n` +
        items.map((item) => line(item, false)).join("\n");
  return answer(text, { kind: "count", from: window.from, to: window.to, items: facts(items), count: items.length, what });
}
