import { describe, expect, it } from "vitest";
import { integrationStatusLook, isLiveIntegration, rolloutNoteOf } from "./integrations.rules.ts";

describe("integration rules", () => {
  it("calls an integration live only when it is connected with real credentials", () => {
    expect(isLiveIntegration({ status: "connected", demoMode: false })).toBe(true);
    expect(isLiveIntegration({ status: "connected", demoMode: true })).toBe(false);
    expect(isLiveIntegration({ status: "pending", demoMode: false })).toBe(false);
  });

  it("says 'ready for pilot deployments' only of a live channel; demo mode and failures say so", () => {
    expect(rolloutNoteOf({ status: "connected", demoMode: false })).toBe("Live: ready for pilot deployments");
    expect(rolloutNoteOf({ status: "pending", demoMode: true })).toBe("Demo mode: nothing is sent until it is configured");
    expect(rolloutNoteOf({ status: "connected", demoMode: true })).toBe("Demo mode: receiving, but nothing is sent until it is configured");
    expect(rolloutNoteOf({ status: "pending", demoMode: false })).toBe("Pending: waiting for its first data");
    expect(rolloutNoteOf({ status: "error", demoMode: false })).toMatch(/^Failing:/);
  });

  it("reads connected as the good state and anything unknown as unknown", () => {
    expect(integrationStatusLook("connected")).toEqual({ label: "Connected", tone: "success" });
    expect(integrationStatusLook("mystery")).toEqual({ label: "Unknown", tone: "neutral" });
  });
});
