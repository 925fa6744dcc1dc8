import { describe, expect, it } from "vitest";
import { reminderPhrase } from "./phrasing.ts";
import { composeReply, listLabel, minutesText, quotedList } from "./replies.ts";
import { NOW } from "./test-table.ts";
import { understand } from "./understand.ts";

const reply = (text: string, context = {}) => composeReply(understand(text, NOW), { now: NOW, ...context });

describe("composeReply", () => {
  it("confirms reminders and meetings in IST", () => {
    expect(reply("Remind me to call Rahul tomorrow at 5pm")).toBe("Got it. I'll remind you to call Rahul tomorrow at 5:00 pm.");
    expect(reply("Schedule a meeting with the CFO next Monday at 11 for 45 minutes")).toBe(
      'Scheduled "Meeting with the CFO" on Mon, 23 Nov, 11:00 am for 45 minutes.',
    );
    expect(composeReply(understand("Remind me to call Rahul tomorrow at 5pm", NOW))).toContain("on Sun, 22 Nov, 5:00 pm");
  });

  it("lists what the caller found for agenda and tasks", () => {
    const items = [{ title: "Board call", at: new Date("2026-11-22T15:00:00+05:30"), durationMinutes: 60 }];
    expect(reply("What's on my calendar tomorrow?", { items })).toBe("Here's your calendar for tomorrow:\n• 3:00 pm: Board call (1 hour)");
    expect(reply("What's on my calendar tomorrow?", { items: [] })).toBe("Your calendar is clear for tomorrow.");
    const tasks = [{ title: "Approve budget" }, { title: "Old", done: true }];
    expect(reply("show my tasks", { tasks })).toBe("You have 1 pending task:\n1. Approve budget");
    expect(reply("mark the budget task done", { completed: "Approve budget" })).toContain('Marked "Approve budget" as done');
    expect(reply("mark the budget task done", { completed: null })).toContain('couldn\'t find a task matching "budget"');
  });

  it("carries the generated content itself", () => {
    const ideas = reply("Give me 3 Instagram post ideas about sustainable leadership");
    expect(ideas).toMatch(/^Here are 3 ideas for Instagram on sustainable leadership:/);
    expect(ideas.match(/^\d+\. /gm)).toHaveLength(3);
    expect(reply("Draft a LinkedIn post announcing our Series B")).toMatch(
      /^Here's a draft LinkedIn post announcing your Series B:\n\nBig news/,
    );
  });

  it("answers chat, help, health and clarifications", () => {
    expect(reply("thanks Ria")).toMatch(/welcome/);
    expect(reply("what can you do")).toMatch(/Reminders/);
    expect(reply("health check", { health: { ok: true } })).toBe("All systems are running normally.");
    expect(reply("remind me")).toBe("What should I remind you about, and when?");
  });
});

describe("reply wording", () => {
  it("turns the user's pronouns when saying a reminder back", () => {
    expect(reminderPhrase("Take my medicine")).toBe("to take your medicine");
    expect(reminderPhrase("Call me back")).toBe("to call you back");
  });
  it("says durations in natural units", () => {
    expect([1, 30, 60, 90, 180, 140].map(minutesText)).toEqual([
      "1 minute",
      "30 minutes",
      "1 hour",
      "1 hour 30 minutes",
      "3 hours",
      "2 hours 20 minutes",
    ]);
    expect(reply("Book a 3 hour workshop on Thursday at 10 am")).toBe('Scheduled "Workshop" on Thu, 26 Nov, 10:00 am for 3 hours.');
  });
  it("lists several items and names the list", () => {
    expect(`Added ${quotedList(["Milk", "Eggs", "Coffee"])} to your ${listLabel("grocery")}.`).toBe(
      "Added “Milk”, “Eggs” and “Coffee” to your grocery list.",
    );
  });
});
