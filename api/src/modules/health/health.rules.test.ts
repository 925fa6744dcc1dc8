import { describe, expect, it } from "vitest";
import { istDay } from "../../rules/ist.rules.ts";
import { decideStatus, judgeHttpStatus, overallStatus, SLOW_RESPONSE_MS, uptimePercent } from "./health.rules.ts";

describe("judgeHttpStatus", () => {
  it.each([200, 201, 204, 302])("treats %i as OK", (status) => {
    expect(judgeHttpStatus(status, "").kind).toBe("ok");
  });
  it.each([404, 405, 501, 500, 502, 503])("treats %i as a failed endpoint", (status) => {
    expect(judgeHttpStatus(status, "x").kind).toBe("failed");
  });
  it.each([400, 401, 403, 413, 429])("treats %i as up but refusing: a warning", (status) => {
    expect(judgeHttpStatus(status, "").kind).toBe("degraded");
  });
  it("describes the answer", () => {
    expect(judgeHttpStatus(404, "Not Found").detail).toBe("HTTP 404 Not Found");
    expect(judgeHttpStatus(200, "").detail).toBe("HTTP 200");
  });
});

describe("decideStatus", () => {
  const failed = { kind: "failed", detail: "down" } as const;
  const ok = { kind: "ok", detail: "fine" } as const;

  it("reports a first failure as a warning, not an error", () => {
    expect(decideStatus(failed, 10, 0)).toEqual({ status: "warning", consecutiveFailures: 1 });
  });
  it("reports error after two consecutive failures, and keeps counting", () => {
    expect(decideStatus(failed, 10, 1)).toEqual({ status: "error", consecutiveFailures: 2 });
    expect(decideStatus(failed, 10, 5)).toEqual({ status: "error", consecutiveFailures: 6 });
  });
  it("resets the count on success", () => {
    expect(decideStatus(ok, 10, 3)).toEqual({ status: "healthy", consecutiveFailures: 0 });
  });
  it("warns on a slow success", () => {
    expect(decideStatus(ok, SLOW_RESPONSE_MS + 1, 0).status).toBe("warning");
    expect(decideStatus(ok, SLOW_RESPONSE_MS, 0).status).toBe("healthy");
  });
  it("warns on a degraded answer without counting a failure", () => {
    expect(decideStatus({ kind: "degraded", detail: "401" }, 5, 1)).toEqual({ status: "warning", consecutiveFailures: 0 });
  });
});

describe("overallStatus (spec section 4)", () => {
  it("is unknown before the first result", () => expect(overallStatus([])).toBe("unknown"));
  it("is healthy when all are healthy", () => expect(overallStatus(["healthy", "healthy"])).toBe("healthy"));
  it("is error when any is error", () => expect(overallStatus(["healthy", "warning", "error"])).toBe("error"));
  it("is warning otherwise", () => expect(overallStatus(["healthy", "warning"])).toBe("warning"));
});

describe("uptimePercent", () => {
  it("is null without checks", () => expect(uptimePercent(0, 0)).toBeNull());
  it("rounds to one decimal", () => expect(uptimePercent(2, 3)).toBe(66.7));
});

describe("istDay", () => {
  it("uses the IST calendar day", () => {
    expect(istDay(new Date("2026-11-20T18:29:59Z"))).toBe("2026-11-20");
    expect(istDay(new Date("2026-11-20T18:30:00Z"))).toBe("2026-11-21");
  });
});
