import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { asBareMeeting } from "./bare-meeting.ts";

const read = (message: string, slots: Reading["slots"]): Reading => ({ intent: "action.change", message, slots });

describe("a meeting named with whom and when, and no verb", () => {
  it("is a meeting to book, with the person the model put in its reference", () => {
    const kiran = asBareMeeting(
      read("Meeting with Kiran tomorrow at 10am", [
        { slot: "REF", text: "Meeting with Kiran" },
        { slot: "TIME", text: "tomorrow at 10am" },
      ]),
    );
    expect(kiran?.intent).toBe("meeting.create");
    expect(kiran?.slots.map((s) => [s.slot, s.text])).toEqual([
      ["TASK", "Meeting"],
      ["TIME", "tomorrow at 10am"],
      ["PERSON", "Kiran"],
    ]);
    const lunch = asBareMeeting(
      read("Lunch with Anjali at 12:30 tomorrow.", [
        { slot: "REF", text: "Lunch with" },
        { slot: "PERSON", text: "Anjali" },
      ]),
    );
    expect(lunch?.slots.map((s) => s.text)).toEqual(["Lunch", "Anjali"]);
  });

  it("is a change when the message says what to change", () => {
    for (const message of ["Meeting with Kiran at 11 instead", "Move the meeting with Kiran to 11", "Call with Raj, make it 4 pm"])
      expect(asBareMeeting(read(message, [])), message).toBeUndefined();
  });
});
