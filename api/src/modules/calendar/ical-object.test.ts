import { describe, expect, it } from "vitest";
import { occurrencesBetween, readObject } from "./ical-object.ts";

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const event = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"];

// A weekly stand-up on Mondays at 9:30 IST, with one Monday skipped and one moved to 11:00; the zone is not defined in
// the text (some servers leave it out), so it comes from the IANA data.
const weekly = calendar(
  ...event(
    "UID:standup@example.com",
    "SUMMARY:Leadership stand-up",
    "DTSTART;TZID=Asia/Kolkata:20261130T093000",
    "DTEND;TZID=Asia/Kolkata:20261130T100000",
    "RRULE:FREQ=WEEKLY;BYDAY=MO",
    "EXDATE;TZID=Asia/Kolkata:20261207T093000",
  ),
  ...event(
    "UID:standup@example.com",
    "RECURRENCE-ID;TZID=Asia/Kolkata:20261214T093000",
    "SUMMARY:Leadership stand-up (moved)",
    "DTSTART;TZID=Asia/Kolkata:20261214T110000",
    "DTEND;TZID=Asia/Kolkata:20261214T113000",
  ),
);

describe("reading the executive's own calendar objects", () => {
  it("expands a weekly rule in code, leaving out an excluded date and moving a changed occurrence", () => {
    const found = occurrencesBetween(weekly, new Date("2026-11-29T00:00:00Z"), new Date("2026-12-22T00:00:00Z"));
    expect(found.map((o) => [o.at.toISOString(), o.minutes, o.title])).toEqual([
      ["2026-11-30T04:00:00.000Z", 30, "Leadership stand-up"],
      ["2026-12-14T05:30:00.000Z", 30, "Leadership stand-up (moved)"],
      ["2026-12-21T04:00:00.000Z", 30, "Leadership stand-up"],
    ]);
    expect(readObject(weekly)).toMatchObject({ uid: "standup@example.com", repeats: true, lastEndsAt: null, hidden: false });
  });

  it("reads IANA zone names from the IANA data, not from a server's rewritten definition (Radicale's Asia/Kolkata is +05:00)", () => {
    const rewritten = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Kolkata",
      "BEGIN:STANDARD",
      "DTSTART:20000101T000000",
      "RRULE:FREQ=YEARLY;BYMONTH=1",
      "TZOFFSETFROM:+0500",
      "TZOFFSETTO:+0500",
      "END:STANDARD",
      "END:VTIMEZONE",
      ...event("UID:k@example.com", "DTSTART;TZID=Asia/Kolkata:20261128T093000", "DTEND;TZID=Asia/Kolkata:20261128T100000"),
    );
    expect(readObject(rewritten)?.startsAt).toEqual(new Date("2026-11-28T04:00:00Z"));
    const custom = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:India Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T000000",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
      "END:STANDARD",
      "END:VTIMEZONE",
      ...event("UID:o@example.com", "DTSTART;TZID=India Standard Time:20261128T093000", "DTEND;TZID=India Standard Time:20261128T100000"),
    );
    expect(readObject(custom)?.startsAt).toEqual(new Date("2026-11-28T04:00:00Z"));
  });

  it("finds when a counted series ends, and reads times in other zones, UTC and floating (as IST)", () => {
    const counted = calendar(
      ...event(
        "UID:review@example.com",
        "SUMMARY:Quarterly review",
        "DTSTART;TZID=America/New_York:20261201T090000",
        "DURATION:PT1H",
        "RRULE:FREQ=DAILY;COUNT=3",
      ),
    );
    expect(readObject(counted)).toMatchObject({
      startsAt: new Date("2026-12-01T14:00:00Z"),
      lastEndsAt: new Date("2026-12-03T15:00:00Z"),
      repeats: true,
    });
    const floating = calendar(...event("UID:f@example.com", "SUMMARY:Lunch", "DTSTART:20261201T130000", "DTEND:20261201T140000"));
    expect(readObject(floating)).toMatchObject({ startsAt: new Date("2026-12-01T07:30:00Z"), repeats: false, free: false });
    const utc = calendar(...event("UID:u@example.com", "DTSTART:20261201T100000Z", "DTEND:20261201T103000Z"));
    expect(readObject(utc)).toMatchObject({ title: "Busy", startsAt: new Date("2026-12-01T10:00:00Z") });
  });

  it("keeps whole days and transparent events free, and hides Ria's own meetings and cancelled events", () => {
    const holiday = calendar(...event("UID:h@example.com", "SUMMARY:Diwali", "DTSTART;VALUE=DATE:20261108", "DTEND;VALUE=DATE:20261109"));
    expect(readObject(holiday)).toMatchObject({ allDay: true, free: true, startsAt: new Date("2026-11-07T18:30:00Z") });
    const ria = calendar(...event("UID:abc@ria", "SUMMARY:Board review", "DTSTART:20261201T100000Z", "DTEND:20261201T103000Z"));
    expect(readObject(ria)?.hidden).toBe(true);
    const cancelled = calendar(...event("UID:c@example.com", "STATUS:CANCELLED", "DTSTART:20261201T100000Z", "DTEND:20261201T103000Z"));
    expect(readObject(cancelled)?.hidden).toBe(true);
    expect(readObject(calendar("BEGIN:VTODO", "UID:t@example.com", "SUMMARY:A task", "END:VTODO"))).toBeNull();
  });
});
