import { describe, expect, it } from "vitest";
import { contactDigits, happenedSince, isWhatsAppNumber, mergeTimeline } from "./test-message";

describe("contact numbers", () => {
  it("keeps the digits, as the api does", () => {
    expect(contactDigits("+91 98123 45678")).toBe("919812345678");
  });

  it("takes 8 to 15 digits", () => {
    expect(isWhatsAppNumber("+91 98123 45678")).toBe(true);
    expect(isWhatsAppNumber("1234567")).toBe(false);
    expect(isWhatsAppNumber("1234567890123456")).toBe(false);
  });
});

describe("happenedSince", () => {
  it("counts what came after the message, allowing a little clock difference", () => {
    const anchor = Date.parse("2026-11-21T13:00:10Z");
    expect(happenedSince("2026-11-21T13:00:11Z", anchor)).toBe(true);
    expect(happenedSince("2026-11-21T13:00:09Z", anchor)).toBe(true);
    expect(happenedSince("2026-11-21T12:59:00Z", anchor)).toBe(false);
  });
});

describe("mergeTimeline", () => {
  it("orders both directions by time and keeps the latest", () => {
    const entries = [
      { id: "reply", direction: "out" as const, at: "2026-11-21T13:00:02Z" },
      { id: "hello", direction: "in" as const, at: "2026-11-21T13:00:01Z" },
      { id: "old", direction: "in" as const, at: "2026-11-21T12:00:00Z" },
    ];
    expect(mergeTimeline(entries, 2).map((entry) => entry.id)).toEqual(["hello", "reply"]);
  });
});
