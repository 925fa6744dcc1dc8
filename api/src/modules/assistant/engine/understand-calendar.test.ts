import { describe, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { understand } from "./understand.ts";

// now = Sat 21 Nov 2026, 10:00 IST; meetings default to 30 minutes.
const CASES: Case[] = [
  {
    text: "Schedule a meeting with the CFO next Monday at 11 for 45 minutes",
    kind: "calendar",
    title: "Meeting with the CFO",
    with: "the CFO",
    at: "2026-11-23 11:00",
    minutes: 45,
  },
  {
    text: "Book a call with Priya on 5th Dec at 3:30 pm",
    kind: "calendar",
    title: "Call with Priya",
    with: "Priya",
    at: "2026-12-05 15:30",
    minutes: 30,
  },
  {
    text: "Schedule a call with Anil tomorrow at 4 for an hour and a half",
    kind: "calendar",
    title: "Call with Anil",
    at: "2026-11-22 16:00",
    minutes: 90,
  },
  {
    text: "book a meeting with Priya on Friday at 3 for 90 mins",
    kind: "calendar",
    title: "Meeting with Priya",
    at: "2026-11-27 15:00",
    minutes: 90,
  },
  {
    text: "set up a board review on 2nd Dec at 10 for 1.5 hrs",
    kind: "calendar",
    title: "Board review",
    at: "2026-12-02 10:00",
    minutes: 90,
  },
  {
    text: "schedule a sync with the product team day after tomorrow at 2 for 1 hour",
    kind: "calendar",
    title: "Sync with the product team",
    at: "2026-11-23 14:00",
    minutes: 60,
  },
  {
    text: "schedule lunch with Vikram on Tuesday at 1",
    kind: "calendar",
    title: "Lunch with Vikram",
    with: "Vikram",
    at: "2026-11-24 13:00",
    minutes: 60,
  },
  { text: "Meeting with Neha tomorrow at 4", kind: "calendar", title: "Meeting with Neha", at: "2026-11-22 16:00" },
  {
    text: "block 2 hours tomorrow afternoon for strategy planning",
    kind: "calendar",
    title: "Strategy planning",
    at: "2026-11-22 14:00",
    minutes: 120,
  },
  { text: "Add a meeting with HR to my calendar tomorrow at 12", kind: "calendar", title: "Meeting with HR", at: "2026-11-22 12:00" },
  {
    text: "hey, can you please schedule a call with Rohan tomorrow at 3?",
    kind: "calendar",
    title: "Call with Rohan",
    at: "2026-11-22 15:00",
  },
  {
    text: "schedule a 45 minute interview with Kavya on 1/12 at 11",
    kind: "calendar",
    title: "Interview with Kavya",
    at: "2026-12-01 11:00",
    minutes: 45,
  },
  {
    text: "Schedule a meeting with the sales team next Friday",
    kind: "calendar",
    title: "Meeting with the sales team",
    at: "2026-11-27 09:00",
  },
  { text: "Book a table for dinner with Neha tomorrow at 8", kind: "calendar", with: "Neha", at: "2026-11-22 20:00" },
  { text: "schedule breakfast with Ajay tomorrow at 8", kind: "calendar", title: "Breakfast with Ajay", at: "2026-11-22 08:00" },
  { text: "Schedule a meeting with the sales team", kind: "clarify", reason: "missing-time" },
];

describe("understand: meetings", () => {
  it.each(CASES)("$text", (c) => expectCase(understand(c.text, NOW), c));
});
