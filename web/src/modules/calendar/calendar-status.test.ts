import { describe, expect, it } from "vitest";
import { calendarStatus } from "./calendar-status";

const account = { calendarName: "Work", lastSyncAt: "2026-11-24T04:30:00.000Z", events: 12, problem: null };

describe("a client's own calendar, as the dashboard says it", () => {
  it("is connected with its last sync in IST and its events, or not synced yet", () => {
    expect(calendarStatus({ canConnect: true, account })).toEqual({
      label: "Connected",
      tone: "success",
      line: "Work · Last sync 24 Nov, 10:00 am IST · 12 events",
      synced: "Last sync 24 Nov, 10:00 am IST · 12 events",
      action: "Manage",
    });
    expect(calendarStatus({ canConnect: true, account: { ...account, lastSyncAt: null } }).line).toBe("Work · Not synced yet");
  });

  it("shows a problem with what to do, whatever the last sync was", () => {
    const problem = { message: "The server refused this username and app password.", advice: "Make a new app password." };
    expect(calendarStatus({ canConnect: true, account: { ...account, problem } })).toMatchObject({
      label: "Error",
      tone: "danger",
      line: problem.message,
      advice: problem.advice,
    });
  });

  it("offers to connect, or says it cannot be connected on this server", () => {
    expect(calendarStatus({ canConnect: true, account: null })).toMatchObject({ label: "Not connected", action: "Connect your calendar" });
    const unavailable = calendarStatus({ canConnect: false, account: null });
    expect(unavailable).toMatchObject({ label: "Feed only", tone: "neutral" });
    expect(unavailable.action).toBeUndefined();
  });
});
