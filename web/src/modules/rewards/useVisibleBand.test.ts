import { describe, expect, it } from "vitest";
import { placeInBand } from "./useVisibleBand";

describe("a bubble's place in the visible band", () => {
  const whole = { top: 0, bottom: 220, width: 343 };

  it("spreads the server's positions over the band, clear of its edges", () => {
    expect(placeInBand(5, 10, whole, 32)).toEqual({ left: 32, top: 32 });
    expect(placeInBand(90, 85, whole, 32)).toEqual({ left: 311, top: 188 });
  });

  it("keeps every bubble below the sticky header when the field is scrolled under it", () => {
    const underHeader = { top: 150, bottom: 220, width: 343 };
    for (const y of [10, 40, 85]) expect(placeInBand(50, y, underHeader, 32).top).toBeGreaterThanOrEqual(150 + 32 - 1);
    expect(placeInBand(50, 85, underHeader, 32).top).toBeLessThanOrEqual(220 - 32);
  });

  it("centres bubbles in a band narrower than a bubble", () => {
    expect(placeInBand(50, 50, { top: 200, bottom: 220, width: 343 }, 32).top).toBe(210);
  });
});
