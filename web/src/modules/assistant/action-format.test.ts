import { describe, expect, it } from "vitest";
import { actionStatus, actionTypeLabel, formatActionTime, formatDuration, formatMessageTime } from "./action-format";

describe("action chips", () => {
  it("names each action type", () => {
    expect(["reminder", "calendar", "list", "other", "mystery"].map(actionTypeLabel)).toEqual([
      "Reminder",
      "Meeting",
      "Task list",
      "Action",
      "Action",
    ]);
  });

  it("labels each status with a tone", () => {
    expect(actionStatus("scheduled")).toEqual({ label: "Scheduled", tone: "info" });
    expect(actionStatus("done")).toEqual({ label: "Done", tone: "success" });
    expect(actionStatus("cancelled")).toEqual({ label: "Cancelled", tone: "neutral" });
    expect(actionStatus("failed")).toEqual({ label: "Failed", tone: "danger" });
    // Messages stored before the four statuses keep a sensible chip.
    expect(actionStatus("completed").label).toBe("Done");
    expect(actionStatus("pending").label).toBe("Scheduled");
  });

  it("shows the time in IST, whatever offset it was written with", () => {
    expect(formatActionTime("2026-11-22T17:00:00+05:30")).toBe("Sun, 22 Nov, 5:00 pm IST");
    expect(formatActionTime("2026-11-22T11:30:00Z")).toBe("Sun, 22 Nov, 5:00 pm IST");
  });

  it("shows durations in hours and minutes", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(90)).toBe("1 h 30 min");
  });

  it("shows a message's time of day in IST", () => {
    expect(formatMessageTime("2026-11-21T14:02:34.903Z")).toBe("7:32 pm");
  });
});
