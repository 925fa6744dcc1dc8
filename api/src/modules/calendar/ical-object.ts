import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ICAL from "ical.js";
import { fromIst } from "../../rules/ist.rules.ts";

/** One occurrence of an event on the executive's own calendar. */
export interface Occurrence {
  uid: string;
  title: string;
  at: Date;
  minutes: number;
  allDay: boolean;
  /** Blocks no time (TRANSP:TRANSPARENT, or a whole-day marker such as a holiday). */
  free: boolean;
}

/** What a calendar object (one UID: an event, or a repeating one with its changed occurrences) says, for storing. */
export interface ObjectFacts {
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  free: boolean;
  /** Read by expanding the text (a rule, extra dates, or several instances). */
  repeats: boolean;
  /** When its last occurrence ends; null when it repeats for ever. */
  lastEndsAt: Date | null;
  /** Ria's own meeting, or cancelled: nothing of the executive's to read. */
  hidden: boolean;
}

/** Occurrences of a repeating event past which nothing more is read (a guard against a rule without end). */
const MAX_OCCURRENCES = 5000;
const RIA_UID = /@ria$/;

/**
 * The events of a calendar object's text, with their zones known to ical.js; empty when it holds no event (a task).
 * A zone with an IANA name is taken from the IANA data, whatever the object defines: servers rewrite definitions
 * (Radicale 3.1 stores Asia/Kolkata as +05:00), and every calendar app reads these names from its own zone data.
 * Other names (Outlook's "India Standard Time") use the object's own definition.
 */
function eventsOf(text: string): { masters: ICAL.Event[]; loose: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = zone.getFirstPropertyValue("tzid");
    // ical.js prefers a definition in the object to the registered one: drop it.
    if (typeof tzid === "string" && useIanaZone(tzid)) calendar.removeSubcomponent(zone);
    else ICAL.TimezoneService.register(zone);
  }
  const components = calendar.getAllSubcomponents("vevent");
  for (const component of components)
    for (const property of component.getAllProperties()) {
      const tzid = property.getParameter("tzid");
      if (typeof tzid === "string") useIanaZone(tzid);
    }
  // An Event takes its changed occurrences from the calendar by itself; strictly, so only its own UID's.
  const masters = components
    .filter((component) => !component.hasProperty("recurrence-id"))
    .map((component) => new ICAL.Event(component, { strictExceptions: true }));
  // An invitation to one occurrence only arrives without its series: it is an event of its own.
  const loose = components
    .filter((component) => component.hasProperty("recurrence-id"))
    .filter((component) => !masters.some((event) => event.uid === component.getFirstPropertyValue("uid")))
    .map((component) => new ICAL.Event(component));
  return { masters, loose };
}

const ianaRegistered = new Set<string>();

/** Registers an IANA zone's definition from the IANA data (once); false when the name is not an IANA zone. */
function useIanaZone(tzid: string): boolean {
  if (ianaRegistered.has(tzid)) return true;
  const definition = getVtimezoneComponent(tzid);
  if (!definition) return false;
  const zone = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${definition}\r\nEND:VCALENDAR`)).getFirstSubcomponent("vtimezone");
  if (!zone) return false;
  ICAL.TimezoneService.register(zone);
  ianaRegistered.add(tzid);
  return true;
}

/** The instant of an iCalendar time: a date is midnight IST, and a floating time (or an unknown zone) is read in IST. */
function instantOf(time: ICAL.Time): Date {
  const floating = time.zone === ICAL.Timezone.localTimezone || !time.zone;
  if (time.isDate || floating) return fromIst(time.year, time.month, time.day, time.isDate ? 0 : time.hour, time.isDate ? 0 : time.minute);
  return new Date(time.toUnixTime() * 1000);
}

const isFree = (event: ICAL.Event, allDay: boolean) => {
  const transparency = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return transparency === "TRANSPARENT" || (allDay && transparency !== "OPAQUE");
};
const isCancelled = (event: ICAL.Event) => String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
const titleOf = (event: ICAL.Event) => event.summary?.trim() || "Busy";

/** Whether every rule of an event ends (UNTIL or COUNT), so its last occurrence can be found. */
function ends(event: ICAL.Event): boolean {
  return event.component.getAllProperties("rrule").every((rule) => {
    const recur = rule.getFirstValue() as ICAL.Recur;
    return !!recur.until || !!recur.count;
  });
}

/** Each occurrence's start and end (changed occurrences as changed, cancelled ones left out), until `until` if given. */
function* expand(event: ICAL.Event, until?: Date): Generator<{ start: Date; end: Date; item: ICAL.Event }> {
  if (!event.isRecurring()) {
    if (!isCancelled(event)) yield { start: instantOf(event.startDate), end: instantOf(event.endDate), item: event };
    return;
  }
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next(), count += 1) {
    const details = event.getOccurrenceDetails(next);
    const start = instantOf(details.startDate);
    // A changed occurrence may move later than the rule's own time: stop a month past the window.
    if (until && instantOf(next).getTime() > until.getTime() + 31 * 86_400_000) return;
    if (isCancelled(details.item)) continue;
    yield { start, end: instantOf(details.endDate), item: details.item };
  }
}

/** What to store of a calendar object's text; null when it holds no event. */
export function readObject(text: string): ObjectFacts | null {
  const { masters, loose } = eventsOf(text);
  const all = [...masters, ...loose];
  const first = all[0];
  if (!first) return null;
  const allDay = first.startDate.isDate;
  const repeats = all.length > 1 || first.isRecurring();
  let lastEndsAt: Date | null = instantOf(first.endDate);
  if (repeats) {
    if (!all.every((event) => !event.isRecurring() || ends(event))) lastEndsAt = null;
    else for (const event of all) for (const { end } of expand(event)) if (end > lastEndsAt!) lastEndsAt = end;
  }
  return {
    uid: first.uid,
    title: titleOf(first),
    startsAt: instantOf(first.startDate),
    endsAt: instantOf(first.endDate),
    allDay,
    free: isFree(first, allDay),
    repeats,
    lastEndsAt,
    hidden: RIA_UID.test(first.uid) || (!repeats && isCancelled(first)),
  };
}

/** The occurrences of a calendar object that overlap [from, to), repeating events expanded here rather than by the server. */
export function occurrencesBetween(text: string, from: Date, to: Date): Occurrence[] {
  const { masters, loose } = eventsOf(text);
  const found: Occurrence[] = [];
  for (const event of [...masters, ...loose]) {
    for (const { start, end, item } of expand(event, to)) {
      if (start >= to || end <= from) continue;
      const allDay = item.startDate.isDate;
      const minutes = Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000));
      found.push({ uid: event.uid, title: titleOf(item), at: start, minutes, allDay, free: isFree(item, allDay) });
    }
  }
  return found;
}
