import { describe, expect, it } from "vitest";
import { asOverallState, guidanceFor, overallOf, statusLabel, statusTone } from "./health-status";

describe("overallOf", () => {
  it("is unknown before any result", () => {
    expect(overallOf([])).toBe("unknown");
  });

  it("is healthy only when every service is healthy", () => {
    expect(overallOf(["healthy", "healthy"])).toBe("healthy");
  });

  it("is error when any service is in error", () => {
    expect(overallOf(["healthy", "warning", "error"])).toBe("error");
  });

  it("is warning otherwise", () => {
    expect(overallOf(["healthy", "warning"])).toBe("warning");
  });
});

describe("guidanceFor", () => {
  it("says all is well when healthy, without a retry", () => {
    expect(guidanceFor("healthy")).toMatchObject({ headline: "All systems operating normally", offersRetry: false });
  });

  it("promises an automatic retry in 30 seconds on warning", () => {
    const guidance = guidanceFor("warning");
    expect(guidance.headline).toBe("Service responding slowly or with limited functionality");
    expect(guidance.detail).toContain("30 seconds");
    expect(guidance.offersRetry).toBe(false);
  });

  it("asks to try again in a few minutes and offers a manual retry on error", () => {
    const guidance = guidanceFor("error");
    expect(guidance.headline).toBe("Service temporarily unavailable");
    expect(guidance.detail).toContain("try again in a few minutes");
    expect(guidance.offersRetry).toBe(true);
  });

  it("waits for the first result when unknown", () => {
    expect(guidanceFor("unknown").offersRetry).toBe(true);
  });
});

describe("labels and tones", () => {
  it("maps each status to a word and a badge tone", () => {
    expect([statusLabel("healthy"), statusTone("healthy")]).toEqual(["Healthy", "success"]);
    expect([statusLabel("warning"), statusTone("warning")]).toEqual(["Warning", "warning"]);
    expect([statusLabel("error"), statusTone("error")]).toEqual(["Error", "danger"]);
  });

  it("treats a status the page does not know as unknown", () => {
    expect(asOverallState("%future added value")).toBe("unknown");
    expect(statusLabel("maintenance")).toBe("Unknown");
  });
});
