import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deviceIdOf, signDeviceToken } from "./device-token.ts";
import { FREE_FAILURES, gapBeforeAttempt, MAX_GAP_MS, UNKNOWN_DEVICE_FAILURES_PER_HOUR } from "./sign-in-budget.rules.ts";

describe("device tokens", () => {
  const key = randomBytes(32);
  const token = signDeviceToken(key, "priya@example.com", "nonce-1");

  it("recognise the device only for the account it signed in to", () => {
    expect(deviceIdOf(key, token, "priya@example.com")).toBe("nonce-1");
    expect(deviceIdOf(key, token, "someone@example.com")).toBeNull();
  });

  it("refuse forged, altered, foreign-key and malformed tokens", () => {
    const [account, , mac] = token.split(".");
    expect(deviceIdOf(key, `${account}.nonce-2.${mac}`, "priya@example.com")).toBeNull();
    expect(deviceIdOf(key, `${Buffer.from("someone@example.com").toString("base64url")}.nonce-1.${mac}`, "someone@example.com")).toBeNull();
    expect(deviceIdOf(randomBytes(32), token, "priya@example.com")).toBeNull();
    for (const bad of [undefined, "", "a.b", `${token}.x`, `${account}.nonce-1.`, `${account}.nonce-1.short`])
      expect(deviceIdOf(key, bad, "priya@example.com")).toBeNull();
  });
});

describe("the unknown-device budget's queue", () => {
  it("does not slow the first failures, then doubles the gap from 1 s to its ceiling", () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, index) => gapBeforeAttempt(index + 1))).toEqual(Array(FREE_FAILURES).fill(0));
    expect([11, 12, 13, 14, 15, 16, 17].map(gapBeforeAttempt)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, MAX_GAP_MS, MAX_GAP_MS]);
    expect(gapBeforeAttempt(10_000)).toBe(MAX_GAP_MS);
  });

  it("allows no more than about a hundred attempts an hour by itself, and the budget caps them at a hundred", () => {
    const hour = 3_600_000;
    let elapsed = 0;
    let attempts = 0;
    while (elapsed <= hour) elapsed += gapBeforeAttempt(++attempts);
    expect(attempts).toBeLessThanOrEqual(135);
    expect(UNKNOWN_DEVICE_FAILURES_PER_HOUR).toBe(100);
  });
});
