import { describe, expect, it } from "vitest";
import { actualStatus, summarise } from "./self-test";

const check = (ok: boolean, status: number | null = 200) => ({
  method: "GET",
  path: "/api/x",
  why: "x",
  expectedStatus: 200,
  status,
  ok,
  ms: 3,
});

describe("summarise", () => {
  it("counts the passed checks", () => {
    expect(summarise([check(true), check(false, 500), check(true)])).toEqual({
      passed: 2,
      total: 3,
      allPassed: false,
      text: "2 of 3 passed",
    });
    expect(summarise([check(true)]).allPassed).toBe(true);
  });

  it("is not a pass with nothing checked", () => {
    expect(summarise([]).allPassed).toBe(false);
  });
});

describe("actualStatus", () => {
  it("says when a request got no answer at all", () => {
    expect(actualStatus({ status: null })).toBe("No answer");
    expect(actualStatus({ status: 401 })).toBe("401");
  });
});
