import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { readMeeting, readReminder } from "./read-schedule.ts";

const NOW = new Date("2026-11-24T10:00:00+05:30");

/** A meeting request with each marked part found in the message, as the model gives it. */
function meeting(message: string, marked: Array<[Reading["slots"][number]["slot"], string]>) {
  const slots = marked.map(([slot, text]) => {
    const start = message.indexOf(text);
    return { slot, text, start, end: start + text.length };
  });
  const request = readMeeting({ intent: "meeting.create", slots, message }, NOW);
  if (request.kind !== "meeting") throw new Error(`not a meeting: ${request.kind}`);
  return request;
}

describe("a meeting's length", () => {
  it("is read where it is said, when the model marked none", () => {
    const audit = meeting("Schedule the audit committee meeting on 3rd Dec at 11 AM, it will go for 90 minutes", [
      ["TASK", "audit committee meeting"],
      ["TIME", "on 3rd Dec at 11 AM"],
    ]);
    expect(audit.minutes).toBe(90);
    const hr = meeting("Meeting with Priya on Monday 9:30 am, should take about 40 min", [
      ["PERSON", "Priya"],
      ["TIME", "on Monday 9:30 am"],
    ]);
    expect(hr.minutes).toBe(40);
    const reliance = meeting("Keep one meeting with the Reliance team on Monday 3 pm, it will take one hour", [
      ["PERSON", "Reliance team"],
      ["TIME", "on Monday 3 pm"],
    ]);
    expect(reliance.minutes).toBe(60);
  });

  it("is not a time said relative to now", () => {
    const call = meeting("Call with Priya in 2 hours", [
      ["PERSON", "Priya"],
      ["TIME", "in 2 hours"],
    ]);
    expect(call.minutes).toBe(30);
  });
});

describe("a reminder's subject", () => {
  it("is said before 'ka reminder' when the model marked none, without the words that say when", () => {
    const message = "kal 5 baje dawai ka reminder";
    const request = readReminder(
      { intent: "reminder.create", message, slots: [{ slot: "TIME", text: "kal 5 baje", start: 0, end: 10 }] },
      NOW,
    );
    expect(request).toMatchObject({ kind: "reminder", title: "Dawai" });
  });
});

describe("whom a meeting is with", () => {
  it("is a name said after 'with' that the model marked as nothing, and never a day or a tool", () => {
    const raj = meeting("Meeting with Raj about my son's admission tomorrow at 4 pm", [["TIME", "tomorrow at 4 pm"]]);
    expect([raj.people, raj.title]).toEqual([["Raj"], "Meeting with Raj about your son's admission"]);
    expect(meeting("Sync with Zoom tomorrow at 4 pm", [["TIME", "tomorrow at 4 pm"]]).people).toEqual([]);
  });
});
