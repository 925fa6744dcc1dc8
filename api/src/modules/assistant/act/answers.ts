import { formatIst, formatIstDay, formatIstTime, istDayStart, istDaysBetween } from "../../../rules/ist.rules.ts";
import type { Answer, Outcome } from "../action-result.ts";
import type { Reference, Window } from "../understanding/request.ts";
import { minutesText } from "./phrases.ts";
import { type ActionStore, type ScheduleItem, itemsBetween, upcomingItems } from "./schedule-items.ts";
import { findTarget } from "./targets.ts";

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
  const when = withDay ? formatIst(item.at) : formatIstTime(item.at);
  return item.type === "reminder" ? `• ${when}: reminder: ${item.title}` : `• ${when}: ${item.title} (${minutesText(item.minutes)})`;
}

/** The agenda of a day or range: meetings and reminders in order, from stored data. */
export async function agenda(db: ActionStore, ownerId: string, window: Window, what: "all" | "reminders"): Promise<Outcome> {
  const items = (await itemsBetween(db, ownerId, window.from, window.to)).filter((item) => what === "all" || item.type === "reminder");
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
export async function next(db: ActionStore, ownerId: string, what: "meetings" | "all", now: Date): Promise<Outcome> {
  const items = (await upcomingItems(db, ownerId, now)).filter((item) => item.at > now && (what === "all" || item.type === "meeting"));
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
  db: ActionStore,
  ownerId: string,
  reference: Reference,
  window: Window | undefined,
  now: Date,
): Promise<Outcome> {
  const found = await findTarget(db, ownerId, reference, [], now);
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

/** Free or busy in a window, with the free slots when it is not all free. Reminders block no time. */
export async function freeOrBusy(db: ActionStore, ownerId: string, window: Window, now: Date): Promise<Outcome> {
  const from = window.from < now && istDayStart(window.from).getTime() === istDayStart(now).getTime() ? now : window.from;
  const busy = (await itemsBetween(db, ownerId, window.from, window.to)).filter((item) => item.type === "meeting");
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

/** "How many meetings tomorrow?": a count of stored items in the window. */
export async function count(db: ActionStore, ownerId: string, window: Window, what: "meetings" | "reminders" | "all"): Promise<Outcome> {
  const items = (await itemsBetween(db, ownerId, window.from, window.to)).filter(
    (item) => what === "all" || item.type === (what === "meetings" ? "meeting" : "reminder"),
  );
  const noun = what === "reminders" ? "reminder" : "meeting";
  const text =
    items.length === 0
      ? `You have no ${noun}s ${windowName(window)}.`
      : `You have ${items.length} ${noun}${items.length === 1 ? "" : "s"} ${windowName(window)}:\n` +
        items.map((item) => line(item, false)).join("\n");
  return answer(text, { kind: "count", from: window.from, to: window.to, items: facts(items), count: items.length });
}
