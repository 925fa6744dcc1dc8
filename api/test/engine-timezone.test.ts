import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIstIso } from "../src/rules/ist.rules.ts";
import { NOW } from "../src/modules/assistant/engine/test-table.ts";
import { understand } from "../src/modules/assistant/engine/understand.ts";

// The server's own zone must not matter: IST is computed, never read from the machine.
describe("times do not depend on the server time zone", () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Los_Angeles";
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each([
    ["Remind me to call Rahul tomorrow at 5pm", "2026-11-22T17:00:00+05:30"],
    ["remind me at 9 to sign", "2026-11-22T09:00:00+05:30"],
    ["Book a call with Priya on 5th Dec at 3:30 pm", "2026-12-05T15:30:00+05:30"],
    ["kal shaam 6 baje Rahul ko call karna yaad dilana", "2026-11-22T18:00:00+05:30"],
  ])("%s", (text, iso) => {
    expect(new Date(NOW).getTimezoneOffset()).toBe(480);
    const intent = understand(text, NOW);
    expect("at" in intent && toIstIso(intent.at)).toBe(iso);
  });
});
