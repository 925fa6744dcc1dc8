import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { repeating, repeats } from "./read-repeating.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const read = (intent: Reading["intent"], message: string): Reading => ({ intent, message, slots: [] });

describe("whether a request repeats", () => {
  it("hears a recurring weekday, a month's nth weekday in Hinglish and a reminder on a run of weekdays", () => {
    expect(repeats(read("meeting.create", "Put a recurring Wednesday 8:30 am leadership huddle on my calendar"), NOW)).toBe(true);
    expect(repeats(read("meeting.create", "mahine ke last Friday ko 5 baje finance review meeting daal do"), NOW)).toBe(true);
    expect(repeats(read("reminder.create", "Please remind me Monday to Friday at 6 pm to update the MIS"), NOW)).toBe(true);
    expect(repeats(read("meeting.create", "Put a monthly vendor review on the 15th at 2pm"), NOW)).toBe(true);
  });

  it("does not hear one in a meeting across days or a date in next month", () => {
    expect(repeats(read("meeting.create", "Block Monday to Wednesday for the offsite"), NOW)).toBe(false);
    expect(repeats(read("reminder.create", "Remind me next month first Monday to pay rent"), NOW)).toBe(false);
  });
});

describe("a repetition's clock", () => {
  const marked = (intent: Reading["intent"], message: string, recur: string, time: string): Reading => ({
    intent,
    message,
    slots: [
      { slot: "RECUR", text: recur, start: message.indexOf(recur), end: message.indexOf(recur) + recur.length },
      { slot: "TIME", text: time, start: message.indexOf(time), end: message.indexOf(time) + time.length },
    ],
  });

  it("asks am or pm of a bare 7, even when this morning's has passed", () => {
    const timing = repeating(
      marked("reminder.create", "Remind me every Tuesday at 7 to call Ravi", "every Tuesday", "at 7"),
      NOW,
      "reminder",
      "to call Ravi",
    );
    expect(timing).toMatchObject({ question: { kind: "ask", question: "Is that 7:00 am or 7:00 pm, each time?" } });
  });

  it("asks the time of a meeting said with a part of the day only", () => {
    const message = "Har Wednesday shaam ko Amit ke saath review meeting rakh do";
    const timing = repeating(marked("meeting.create", message, "Har Wednesday", "shaam ko"), NOW, "meeting", "review meeting with Amit");
    expect(timing).toMatchObject({ question: { kind: "ask", question: "At what time should I book review meeting with Amit each time?" } });
  });
});
