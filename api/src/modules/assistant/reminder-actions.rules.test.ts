import { describe, expect, it } from "vitest";
import { movedDueAt, reminderSubjectOf, REMINDER_REPLIES } from "./reminder-actions.rules.ts";

describe("reminder reply buttons", () => {
  it("offers Done, Snooze 15 min and Tomorrow 9 am, each within WhatsApp's 20 characters", () => {
    expect(REMINDER_REPLIES.map((reply) => reply.title)).toEqual(["Done", "Snooze 15 min", "Tomorrow 9 am"]);
    expect(REMINDER_REPLIES.every((reply) => reply.title.length <= 20)).toBe(true);
  });

  it("snoozes 15 minutes from now, and moves to 09:00 IST on the next IST day, late at night too", () => {
    const now = new Date("2026-11-21T12:00:00Z"); // 5:30 pm IST
    expect(movedDueAt("snooze", now).toISOString()).toBe("2026-11-21T12:15:00.000Z");
    expect(movedDueAt("tomorrow", now).toISOString()).toBe("2026-11-22T03:30:00.000Z");
    // 11:50 pm IST on 21 Nov is 18:20 UTC; 00:10 am IST on 22 Nov is still 21 Nov in UTC.
    expect(movedDueAt("tomorrow", new Date("2026-11-21T18:20:00Z")).toISOString()).toBe("2026-11-22T03:30:00.000Z");
    expect(movedDueAt("tomorrow", new Date("2026-11-21T18:40:00Z")).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    // Month and year ends roll over.
    expect(movedDueAt("tomorrow", new Date("2026-12-31T10:00:00Z")).toISOString()).toBe("2027-01-01T03:30:00.000Z");
  });

  it("reads the reminder an outbox row names, and nothing else", () => {
    expect(reminderSubjectOf({ kind: "reminder", id: "r1", title: "call the auditors" })).toEqual({
      kind: "reminder",
      id: "r1",
      title: "call the auditors",
    });
    expect(reminderSubjectOf(null)).toBeNull();
    expect(reminderSubjectOf({ kind: "draft", id: "d1", title: "x" })).toBeNull();
    expect(reminderSubjectOf("reminder")).toBeNull();
  });
});
