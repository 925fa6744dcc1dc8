import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readCases } from "./cases.ts";
import { evaluate } from "./run.ts";

const recorded = JSON.parse(fs.readFileSync(new URL("recorded.json", import.meta.url), "utf8")) as Record<
  "development" | "heldOut",
  Record<string, number>
>;

// The regression gate: Ria, end to end on the written cases, never scores below what is recorded in recorded.json
// (written by `npm run eval -w api -- --record` when a change improves it).
describe("the assistant's end-to-end accuracy", () => {
  it("does not fall below the recorded figures on the development and held-out cases", { timeout: 300_000 }, async () => {
    const result = await evaluate(readCases());
    for (const set of ["development", "heldOut"] as const) {
      for (const [key, floor] of Object.entries(recorded[set])) {
        const [right, total] = result[set].get(key) ?? [0, 1];
        expect(Math.round((1000 * right) / total) / 10, `${set} ${key}`).toBeGreaterThanOrEqual(floor);
      }
    }
  });
});
