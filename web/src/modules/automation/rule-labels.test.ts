import { describe, expect, it } from "vitest";
import { formatDuration, runStatusLook, triggerLabel } from "./rule-labels";

describe("rule labels", () => {
  it("names triggers; cron rules are the scheduled ones", () => {
    expect(["keyword", "email", "calendar", "cron"].map(triggerLabel)).toEqual(["Keyword", "Email", "Calendar", "Scheduled"]);
  });

  it("colours run statuses", () => {
    expect(runStatusLook("succeeded")).toEqual({ label: "Succeeded", tone: "success" });
    expect(runStatusLook("failed").tone).toBe("danger");
  });

  it("shows durations in ms, then seconds", () => {
    expect(formatDuration(11)).toBe("11 ms");
    expect(formatDuration(1234)).toBe("1.2 s");
  });
});
