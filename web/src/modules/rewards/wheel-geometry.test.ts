import { describe, expect, it } from "vitest";
import { rotationFor, segmentMiddle, segmentPath } from "./wheel-geometry";

describe("the prize wheel's geometry", () => {
  it("draws six equal segments clockwise from 12 o'clock", () => {
    expect(segmentPath(0, 6, 100, 90)).toBe("M100 100L100 10A90 90 0 0 1 177.94 55Z");
    expect(segmentMiddle(0, 6)).toBe(30);
    expect(segmentMiddle(5, 6)).toBe(330);
  });

  it("turns forward at least five times and stops with the prize's segment under the pointer", () => {
    for (const start of [0, 45, 1830, -90]) {
      for (let index = 0; index < 6; index++) {
        const end = rotationFor(start, index, 6);
        expect(end - start).toBeGreaterThanOrEqual(1800);
        expect(end - start).toBeLessThan(2160);
        // The segment's middle, turned by the wheel, sits at 0 degrees (the pointer).
        expect((((segmentMiddle(index, 6) + end) % 360) + 360) % 360).toBeCloseTo(0);
      }
    }
  });

  it("lands off-centre by the jitter, still inside the segment", () => {
    const end = rotationFor(0, 2, 6, 20);
    expect((((segmentMiddle(2, 6) + end) % 360) + 360) % 360).toBeCloseTo(20);
  });
});
