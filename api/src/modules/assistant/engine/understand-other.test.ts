import { describe, it } from "vitest";
import { type Case, NOW, expectCase } from "./test-table.ts";
import { understand } from "./understand.ts";

// now = Sat 21 Nov 2026, 10:00 IST; IST weeks run Monday to Sunday.
const CASES: Case[] = [
  { text: "What's on my calendar tomorrow?", kind: "agenda", what: "calendar", from: "2026-11-22 00:00", to: "2026-11-23 00:00", label: "tomorrow" },
  { text: "What reminders do I have today?", kind: "agenda", what: "reminders", from: "2026-11-21 00:00", to: "2026-11-22 00:00", label: "today" },
  { text: "do I have any meetings on Monday?", kind: "agenda", what: "calendar", from: "2026-11-23 00:00", to: "2026-11-24 00:00", label: "Mon, 23 Nov" },
  { text: "what's my schedule for next week", kind: "agenda", from: "2026-11-23 00:00", to: "2026-11-30 00:00", label: "next week" },
  { text: "What's on my calendar this week?", kind: "agenda", from: "2026-11-21 00:00", to: "2026-11-23 00:00", label: "this week" },
  { text: "show my reminders", kind: "agenda", what: "reminders", from: "2026-11-21 00:00", to: "2026-11-28 00:00", label: "the next 7 days" },
  { text: "am I free tomorrow afternoon?", kind: "free", from: "2026-11-22 12:00", to: "2026-11-22 17:00" },
  { text: "Add approve marketing budget to my task list", kind: "list.add", items: ["Approve marketing budget"] },
  { text: "add call the auditor to my to-do list", kind: "list.add", items: ["Call the auditor"] },
  { text: "add task: review hiring plan", kind: "list.add", items: ["Review hiring plan"] },
  { text: "show my tasks", kind: "list.show" },
  { text: "show me my to-do list", kind: "list.show" },
  { text: "what's on my list", kind: "list.show" },
  { text: "mark the budget task done", kind: "list.complete", query: "budget" },
  { text: "mark approve marketing budget as done", kind: "list.complete", query: "approve marketing budget" },
  { text: "tick off the GST filing", kind: "list.complete", query: "GST filing" },
  { text: "I finished the budget review", kind: "list.complete", query: "budget review" },
  { text: "mark it as done", kind: "clarify", reason: "ambiguous" },
  {
    text: "Give me 3 Instagram post ideas about sustainable leadership",
    kind: "content", form: "ideas", platform: "instagram", topic: "sustainable leadership", count: 3,
  },
  { text: "Give me 5 LinkedIn post ideas about our Q3 results", kind: "content", form: "ideas", platform: "linkedin", topic: "our Q3 results", count: 5 },
  { text: "Suggest three reel ideas on work-life balance", kind: "content", form: "ideas", platform: "instagram", count: 3 },
  { text: "Give me some content ideas for Diwali", kind: "content", form: "ideas", platform: "general", topic: "Diwali", count: 3 },
  { text: "give me 50 instagram ideas about hiring", kind: "content", count: 10 },
  { text: "Draft a LinkedIn post announcing our Series B", kind: "content", form: "draft", platform: "linkedin", topic: "announcing our Series B" },
  { text: "Write a tweet about our new office in Bengaluru", kind: "content", form: "draft", platform: "twitter", topic: "our new office in Bengaluru" },
  { text: "write an email to the team about the new leave policy", kind: "content", form: "draft", platform: "email", topic: "the new leave policy" },
  { text: "draft a post", kind: "clarify", reason: "missing-what" },
  { text: "hi", kind: "smalltalk" },
  { text: "thanks Ria", kind: "smalltalk" },
  { text: "good morning ria", kind: "smalltalk" },
  { text: "how are you?", kind: "smalltalk" },
  { text: "what can you do", kind: "help" },
  { text: "help", kind: "help" },
  { text: "health check", kind: "health" },
  { text: "are you working?", kind: "health" },
];

describe("understand: agenda, lists, content and chat", () => {
  it.each(CASES)("$text", (c) => expectCase(understand(c.text, NOW), c));
});
