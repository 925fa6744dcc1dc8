import { describe, expect, it } from "vitest";
import { createSerialSlots } from "./serial-slots.ts";

describe("serial slots (in memory)", () => {
  it("starts each attempt a gap after the last, refuses one that would wait too long and keeps its place free", async () => {
    const slots = createSerialSlots({}, "test");
    expect(await slots.claim("a", 0, 10_000)).toEqual({ granted: true, waitMs: 0 });
    const second = await slots.claim("a", 4_000, 10_000);
    expect(second.granted).toBe(true);
    expect(second.waitMs).toBeGreaterThan(3_900);
    const third = await slots.claim("a", 8_000, 10_000);
    expect(third).toEqual({ granted: false, waitMs: expect.any(Number) });
    expect(third.waitMs).toBeGreaterThan(10_000);
    // The refused attempt took no place: the next one queues behind the second, not the third.
    const fourth = await slots.claim("a", 4_000, 10_000);
    expect(fourth.granted).toBe(true);
    expect(fourth.waitMs).toBeLessThanOrEqual(8_000);
    // Other keys have queues of their own.
    expect(await slots.claim("b", 30_000, 10_000)).toEqual({ granted: true, waitMs: 0 });
  });
});
