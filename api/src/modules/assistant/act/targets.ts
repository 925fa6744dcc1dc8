import { formatIst, istDayStart, istParts } from "../../../rules/ist.rules.ts";
import { escapeRegExp } from "../../../rules/plain-text.rules.ts";
import type { ActionResult } from "../action-result.ts";
import type { Reference } from "../understanding/request.ts";
import { type ActionStore, type ScheduleItem, upcomingItems } from "./schedule-items.ts";

/** What a reference found: exactly one item, several to choose from, or nothing. */
export type Found = { one: ScheduleItem } | { several: ScheduleItem[] } | { none: true };

// Honorifics and fillers that are said with a name but are not part of it.
const NOT_NAMES = new Set(["ji", "sir", "sahab", "saab", "madam", "mr", "mrs", "ms", "dr", "bhai", "uncle", "aunty"]);

// How a repeating item is talked about: "the daily one", "ye weekly wala", "the recurring reminder".
function repeatWords(rule: string | null): string {
  if (!rule) return "";
  const words = ["repeating recurring har every"];
  if (/FREQ=DAILY/.test(rule)) words.push("daily everyday roz rozana day");
  if (/FREQ=WEEKLY/.test(rule)) words.push("weekly week hafte");
  if (/FREQ=MONTHLY/.test(rule)) words.push("monthly month mahine");
  if (/BYDAY=MO,TU,WE,TH,FR\b/.test(rule)) words.push("weekday weekdays daily everyday roz");
  return words.join(" ");
}

function matchesWords(item: ScheduleItem, words: string[]): number {
  const haystack = `${item.title} ${item.people ?? ""} ${repeatWords(item.rrule)}`.toLowerCase();
  const wanted = words.filter((word) => !NOT_NAMES.has(word));
  // Whole words: "Sneha" is not "Snehal".
  return wanted.filter((word) => new RegExp(`\\b${escapeRegExp(word)}(?:'s)?\\b`, "i").test(haystack)).length;
}

function atMatches(item: ScheduleItem, at: NonNullable<Reference["at"]>): boolean {
  if (at.day && istDayStart(item.at).getTime() !== at.day.getTime()) return false;
  if (at.clock) {
    const p = istParts(item.at);
    return p.hour === at.clock.hour && p.minute === at.clock.minute;
  }
  return true;
}

/** One entry per item (its next occurrence), unless a day was named: then the occurrence on that day. */
function nextOfEach(items: ScheduleItem[]): ScheduleItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/**
 * Finds what a follow-up or a question points at among the owner's upcoming meetings and reminders: "it" is the
 * conversation's last action; otherwise every named person and title word must match, and a time or day narrows it.
 * Never a guess: two equally good matches come back as several, for Ria to ask which.
 */
export async function findTarget(
  db: ActionStore,
  ownerId: string,
  reference: Reference,
  last: ActionResult[],
  now: Date,
  among?: string[],
): Promise<Found> {
  const all = await upcomingItems(db, ownerId, now);
  let pool = among?.length ? all.filter((item) => among.includes(item.id)) : all;
  if (reference.type === "meeting" || reference.type === "reminder") pool = pool.filter((item) => item.type === reference.type);
  if (reference.at) pool = pool.filter((item) => atMatches(item, reference.at!));
  if (!reference.at?.day) pool = nextOfEach(pool);
  const named = [...reference.people.flatMap((p) => p.toLowerCase().split(/\s+/)), ...reference.words];
  if (!named.length && !reference.at && !reference.ordinal && !among) {
    // "it", "that", "the meeting": this conversation's last action (of that kind); nothing else is guessed.
    const kindOf = (action: ActionResult) => (action.type === "calendar" ? "meeting" : action.type);
    // "Move my call to 5" with two calls coming up: which one is a question, not the last one booked.
    const called = reference.noun && !reference.pronoun ? pool.filter((item) => /\bcall\b/i.test(item.title)) : [];
    if (called.length > 1) return { several: called.slice(0, 5) };
    const recent = last.find((action) => kindOf(action) !== "list" && (!reference.type || kindOf(action) === reference.type));
    const item = recent && pool.find((candidate) => candidate.id === recent.id);
    if (item) return { one: item };
    if (reference.pronoun || !reference.type) return { none: true };
  }
  if (named.length) {
    const scored = pool.map((item) => [item, matchesWords(item, named)] as const);
    const best = Math.max(0, ...scored.map(([, score]) => score));
    // "Shift the payment reminder" when two reminders are about paying something: which one is a question, not "none".
    const describedOnly = best === 0 && reference.describes && (reference.type || reference.at) && pool.length > 1;
    if (describedOnly) return { several: pool.slice(0, 5) };
    pool = best === 0 ? [] : scored.filter(([, score]) => score === best).map(([item]) => item);
  }
  if (reference.ordinal && pool.length > 1) {
    const item = reference.ordinal === -1 ? pool.at(-1) : pool[reference.ordinal - 1];
    return item ? { one: item } : { several: pool };
  }
  if (pool.length === 1) return { one: pool[0]! };
  return pool.length ? { several: pool.slice(0, 5) } : { none: true };
}

/** "1. Call with Kavita (Mon, 30 Nov, 3:00 pm)  2. ...": the choices, numbered, for "which one?". */
export function listChoices(items: ScheduleItem[]): string {
  return items.map((item, i) => `${i + 1}. ${item.title} (${formatIst(item.at)})`).join("\n");
}
