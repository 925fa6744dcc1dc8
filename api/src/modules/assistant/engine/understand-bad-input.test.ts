import { describe, expect, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { understand } from "./understand.ts";

// Never a silently wrong action: Ria asks instead.
const CASES: Case[] = [
  { text: "remind me yesterday at 5", kind: "clarify", reason: "past" },
  { text: "Remind me at 9am today to call Rahul", kind: "clarify", reason: "past" },
  { text: "schedule a call with Priya today at 8 am", kind: "clarify", reason: "past" },
  { text: "Remind me on 31st February to pay rent", kind: "clarify", reason: "impossible-date" },
  { text: "remind me on 30/2 to pay rent", kind: "clarify", reason: "impossible-date" },
  { text: "schedule a meeting with Anil on February 30 at 4", kind: "clarify", reason: "impossible-date" },
  { text: "remind me on 29 Feb to renew", kind: "clarify", reason: "impossible-date" },
  { text: "remind me to call Rahul", kind: "clarify", reason: "missing-time" },
  { text: "remind me", kind: "clarify", reason: "missing-what" },
  { text: "remind me tomorrow at 5", kind: "clarify", reason: "missing-what" },
  { text: "", kind: "clarify", reason: "unknown" },
  { text: "   \n\t ", kind: "clarify", reason: "unknown" },
  { text: "\u0000\u0001\u0002\uFFFD\uFFFD", kind: "clarify", reason: "unknown" },
  { text: "🙂🙂🙂", kind: "clarify", reason: "unknown" },
  { text: "<script>alert('hi')</script> remind me to call Rahul at 5", kind: "clarify", reason: "unknown" },
  { text: "remind me to call Rahul at 5 ".repeat(150), kind: "clarify", reason: "unknown" },
  { text: "what's the weather in Delhi", kind: "clarify", reason: "unknown" },
  { text: "remind me at 25:00 to sleep", kind: "clarify", reason: "impossible-date" },
  { text: "remind me on 15th Nov to call Rahul", kind: "clarify", reason: "past" },
  { text: "remind me every Monday to send the weekly report", kind: "clarify", reason: "ambiguous" },
  { text: "har roz subah 8 baje exercise karna yaad dilana", kind: "clarify", reason: "ambiguous" },
  { text: "remind me 5 minutes before the meeting", kind: "clarify", reason: "ambiguous" },
  { text: "remind me to call Rahul at 5 or 6", kind: "clarify", reason: "ambiguous" },
  { text: "remind me now to drink water", kind: "clarify", reason: "missing-time" },
];

describe("understand: bad input", () => {
  it.each(CASES)("$text", (c) => expectCase(understand(c.text, NOW), c));

  it("puts the past time and a next-best option in the question", () => {
    const intent = understand("Remind me at 9am today to call Rahul", NOW);
    expect(intent).toMatchObject({ kind: "clarify", reason: "past" });
    expect(intent.kind === "clarify" && intent.question).toContain("tomorrow at 9:00 am");
  });

  it("never throws, whatever it is given", () => {
    const junk: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      "\uD800",
      "%s%n",
      "a".repeat(4000),
      "<img src=x onerror=alert(1)>",
      "0/0",
      "99/99/9999",
    ];
    for (let i = 0; i < 200; i++) {
      junk.push(Array.from({ length: 1 + (i % 40) }, (_v, k) => String.fromCharCode((i * 7919 + k * 104729) % 65536)).join(""));
    }
    for (const text of junk) {
      expect(() => understand(text as string, NOW)).not.toThrow();
      expect(understand(text as string, NOW).kind).toBeTypeOf("string");
    }
  });

  it("refuses an invalid clock instead of guessing", () => {
    expect(() => understand("remind me at 5", new Date(Number.NaN))).toThrow(TypeError);
  });
});
