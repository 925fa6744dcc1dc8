import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { repeats } from "./read-repeating.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const read = (intent: Reading["intent"], message: string): Reading => ({ intent, message, slots: [] });

describe("whether a request repeats", () => {
  it("hears a recurring weekday, a month's nth weekday in Hinglish and a reminder on a run of weekdays", () => {
    expect(repeats(read("meeting.create", "Put a recurring Wednesday 8:30 am leadership huddle on my calendar"), NOW)).toBe(true);
    expect(repeats(read("meeting.create", "mahine ke last Friday ko 5 baje finance review meeting daal do"), NOW)).toBe(true);
    expect(repeats(read("reminder.create", "Please remind me Monday to Friday at 6 pm to update the MIS"), NOW)).toBe(true);
  });

  it("does not hear one in a meeting across days or a date in next month", () => {
    expect(repeats(read("meeting.create", "Block Monday to Wednesday for the offsite"), NOW)).toBe(false);
    expect(repeats(read("reminder.create", "Remind me next month first Monday to pay rent"), NOW)).toBe(false);
  });
});
