import { describe, expect, it } from "vitest";
import { slideForKey, slideFromHash, slideHash } from "./slide-hash";

describe("slide hash", () => {
  it("round-trips a slide through the hash, 1-based", () => {
    expect(slideHash(2)).toBe("#slide-3");
    expect(slideFromHash("#slide-3", 7)).toBe(2);
  });

  it("opens the first slide for no or a foreign hash, and the nearest slide out of range", () => {
    expect(slideFromHash("", 7)).toBe(0);
    expect(slideFromHash("#pricing", 7)).toBe(0);
    expect(slideFromHash("#slide-0", 7)).toBe(0);
    expect(slideFromHash("#slide-99", 7)).toBe(6);
  });
});

describe("deck keys", () => {
  it("moves by one with the arrows and stops at both ends", () => {
    expect(slideForKey("ArrowRight", 0, 7)).toBe(1);
    expect(slideForKey("ArrowRight", 6, 7)).toBe(6);
    expect(slideForKey("ArrowLeft", 0, 7)).toBe(0);
  });

  it("jumps with Home and End and ignores other keys", () => {
    expect(slideForKey("End", 2, 7)).toBe(6);
    expect(slideForKey("Home", 5, 7)).toBe(0);
    expect(slideForKey("Enter", 3, 7)).toBeNull();
  });
});
