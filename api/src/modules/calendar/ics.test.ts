import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ScheduleSeries } from "../assistant/schedule-series.types.ts";
import { calendarOf } from "./ics.ts";

const meeting: ScheduleSeries = {
  type: "meeting",
  id: "m-1",
  title: "Board review",
  startsAt: new Date("2026-11-30T09:30:00Z"), // 3:00 pm IST, a Monday
  durationMinutes: 45,
  withWhom: "Farida, Tarun",
  place: "Boardroom",
  rrule: "FREQ=WEEKLY;BYDAY=MO",
  skipped: [new Date("2026-12-07T09:30:00Z")],
};
const reminder: ScheduleSeries = {
  type: "reminder",
  id: "r-1",
  title: "Call the auditor",
  startsAt: new Date("2026-11-28T04:30:00Z"),
  durationMinutes: 0,
  withWhom: null,
  place: null,
  rrule: null,
  skipped: [],
};

/** The feed as a calendar app reads it (Mozilla's ical.js), with the zone it ships registered. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

describe("the iCalendar feed", () => {
  it("writes times in Asia/Kolkata with its VTIMEZONE, so every calendar shows the same instant", () => {
    const text = calendarOf("Ria · Anita", [meeting]).toString();
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata");
    expect(text).toContain("DTSTART;TZID=Asia/Kolkata:20261130T150000");
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const [event] = read(text);
    expect(event!.uid).toBe("m-1@ria");
    expect(event!.startDate.toJSDate().toISOString()).toBe("2026-11-30T09:30:00.000Z");
    expect(event!.endDate.toJSDate().toISOString()).toBe("2026-11-30T10:15:00.000Z");
    expect([event!.summary, event!.location, event!.description]).toEqual(["Board review", "Boardroom", "With Farida, Tarun"]);
  });

  it("repeats by the stored rule and leaves out skipped occurrences", () => {
    const [event] = read(calendarOf("Ria", [meeting]).toString());
    const starts = event!.iterator();
    const firstThree = [starts.next(), starts.next(), starts.next()].map((time) => time!.toJSDate().toISOString());
    expect(firstThree).toEqual(["2026-11-30T09:30:00.000Z", "2026-12-14T09:30:00.000Z", "2026-12-21T09:30:00.000Z"]);
  });

  it("shows a reminder as a short free slot named as a reminder", () => {
    const text = calendarOf("Ria", [reminder]).toString();
    expect(text).toContain("TRANSP:TRANSPARENT");
    const [event] = read(text);
    expect(event!.summary).toBe("Reminder: Call the auditor");
    expect(event!.duration.toSeconds()).toBe(15 * 60);
  });
});
