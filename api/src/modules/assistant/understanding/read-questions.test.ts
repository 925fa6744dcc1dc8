import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { questionAsked, readQuestion } from "./read-questions.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
const question = (intent: Reading["intent"], message: string, time: string[]) =>
  readQuestion({ intent, message, slots: time.map((text) => ({ slot: "TIME" as const, text })) }, NOW);

describe("the days a question is about", () => {
  it("counts over every day of a run, named by its dates", () => {
    const request = question("schedule.count", "parso aur Friday ko kitne calls hain?", ["parso aur Friday"]);
    if (request.kind !== "count") throw new Error(request.kind);
    expect([ist(request.window.from), ist(request.window.to), request.window.label]).toEqual([
      "2026-11-26 00:00",
      "2026-11-28 00:00",
      "between Thu, 26 Nov and Fri, 27 Nov",
    ]);
  });

  it("reads days named in a week as those days, labelled by their dates", () => {
    const request = question("schedule.agenda", "Give me a rundown of Monday and Tuesday next week", ["of Monday and Tuesday next week"]);
    if (request.kind !== "agenda") throw new Error(request.kind);
    expect(request.window.label).toBe("between Mon, 30 Nov and Tue, 1 Dec");
  });

  it("reads 'that day' as the day the message named before", () => {
    const request = question("schedule.agenda", "Saturday is the offsite. What else do I have that day?", ["that day"]);
    if (request.kind !== "agenda") throw new Error(request.kind);
    expect(ist(request.window.from)).toBe("2026-11-28 00:00");
  });
});

describe("a question about when a named person's meeting is", () => {
  const read = (intent: Reading["intent"], message: string): Reading => ({ intent, message, slots: [] });

  it("finds the meeting by the person, whatever the model took the question for", () => {
    for (const [intent, message, person] of [
      ["out_of_scope", "At what time do I meet Zubin?", "Zubin"],
      ["schedule.next", "Shalini wali call kitne baje hai?", "Shalini"],
      ["schedule.agenda", "Gopalan meeting is when exactly, what time?", "Gopalan"],
      ["out_of_scope", "Ritu ke saath lunch kab hai?", "Ritu"],
      ["schedule.next", "Karan ke saath call kab rakhi thi?", "Karan"],
      ["schedule.agenda", "Aditi ke saath Friday wali meeting kitne baje hai?", "Aditi"],
    ] as const) {
      const found = questionAsked(read(intent, message));
      expect(found?.intent, message).toBe("schedule.find");
      const request = readQuestion(found!, NOW);
      if (request.kind !== "find") throw new Error(request.kind);
      expect(request.reference.people, message).toEqual([person]);
    }
  });

  it("leaves questions that name nobody, or are already read as finds, alone", () => {
    expect(questionAsked(read("schedule.next", "What time is my next meeting?"))).toBeUndefined();
    expect(questionAsked(read("schedule.find", "What time am I meeting Rhea?"))).toBeUndefined();
  });
});

describe("a question for a day's or week's whole schedule", () => {
  const read = (intent: Reading["intent"], message: string): Reading => ({ intent, message, slots: [] });

  it("is its agenda, whatever the model took it for, on the day its words name", () => {
    for (const [intent, message, from, to] of [
      ["schedule.next", "Show me next week's schedule.", "2026-11-30 00:00", "2026-12-07 00:00"],
      ["schedule.find", "Kindly share tomorrow's schedule.", "2026-11-25 00:00", "2026-11-26 00:00"],
      ["schedule.free", "what's on my calendar friday", "2026-11-27 00:00", "2026-11-28 00:00"],
      ["schedule.free", "Anything on Saturday?", "2026-11-28 00:00", "2026-11-29 00:00"],
      ["schedule.find", "Saturday I have any meeting?", "2026-11-28 00:00", "2026-11-29 00:00"],
      ["schedule.free", "Do I have anything later today?", "2026-11-24 00:00", "2026-11-25 00:00"],
      ["health", "How packed is Thursday?", "2026-11-26 00:00", "2026-11-27 00:00"],
      ["out_of_scope", "Friday kitna busy hai?", "2026-11-27 00:00", "2026-11-28 00:00"],
    ] as const) {
      const request = readQuestion(questionAsked(read(intent, message)) ?? read(intent, message), NOW);
      if (request.kind !== "agenda") throw new Error(`${message}: ${request.kind}`);
      expect([ist(request.window.from), ist(request.window.to)], message).toEqual([from, to]);
    }
  });

  it("is not one when it asks about free time, the next meeting or a person", () => {
    for (const message of [
      "do i have anything on monday from uh eleven am to two pm",
      "Am I free on my calendar tomorrow?",
      "Show my schedule for the next meeting",
      "Show my calendar with Ravi",
    ])
      expect(questionAsked(read("schedule.free", message))?.intent ?? "schedule.free", message).not.toBe("schedule.agenda");
    expect(questionAsked(read("schedule.next", "whats up next on my calendar"))).toBeUndefined();
    expect(questionAsked(read("schedule.next", "what's on my calendar next Monday"))?.intent).toBe("schedule.agenda");
  });

  it("stays a count when how many is asked outright beside how full the day is", () => {
    expect(questionAsked(read("schedule.count", "How packed is Thursday? Number of meetings?"))).toBeUndefined();
    expect(questionAsked(read("schedule.count", "How packed is Thursday?"))?.intent).toBe("schedule.agenda");
  });
});
