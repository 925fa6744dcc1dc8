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

  it("is a meeting when, its time taken out, the message names only an event", () => {
    const at = (message: string, time: string, intent: Reading["intent"] = "fragment") => {
      const start = message.indexOf(time);
      const reading = { intent, message, slots: [{ slot: "TIME" as const, text: time, start, end: start + time.length }] };
      return asBareMeeting(reading)
        ?.slots.filter((s) => s.slot !== "TIME")
        .map((s) => [s.slot, s.text]);
    };
    expect(at("Vendor meeting Wednesday 5 pm", "Wednesday 5 pm")).toEqual([["TASK", "Vendor meeting"]]);
    expect(at("Kal 10 baje standup", "Kal 10 baje")).toEqual([["TASK", "standup"]]);
    expect(at("Board meeting on 3 Dec at 11am", "3 Dec at 11am")).toEqual([["TASK", "Board meeting"]]);
    expect(at("Kal 4 baje Priya se call", "Kal 4 baje", "reminder.create")).toEqual([
      ["TASK", "call"],
      ["PERSON", "Priya"],
    ]);
    expect(at("Investor call with Sequoia Friday 3pm", "Friday 3pm")).toEqual([
      ["TASK", "Investor call"],
      ["PERSON", "Sequoia"],
    ]);
  });

  it("is not one without a clock, with a verb, or when the words name no event", () => {
    const at = (message: string, time: string) => {
      const start = message.indexOf(time);
      return asBareMeeting({ intent: "fragment", message, slots: [{ slot: "TIME", text: time, start, end: start + time.length }] });
    };
    expect(at("Vendor meeting tomorrow", "tomorrow")).toBeUndefined();
    expect(at("Send the deck before the board meeting at 5 pm", "at 5 pm")).toBeUndefined();
    expect(at("Gym tomorrow 7 am", "tomorrow 7 am")).toBeUndefined();
    expect(at("Call mom at 6 pm", "at 6 pm")).toBeUndefined();
  });
});
