import { describe, expect, it } from "vitest";
import { resolveWhen } from "./when.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date | undefined) => (at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : undefined);

describe("a reminder a while before the event it is for", () => {
  it.each([
    ["Friday 4 pm ek ghanta pehle", "Friday 4 pm ko review hai, ek ghanta pehle yaad dila dena", "2026-11-27 15:00"],
    ["20 minutes before my 6 pm", "ping me 20 minutes before my 6 pm call with the auditors", "2026-11-24 17:40"],
    ["kal subah 11 baje aadha ghanta pehle", "kal subah 11 baje interview hai, aadha ghanta pehle remind karna", "2026-11-25 10:30"],
  ])("%s", (phrase, message, expected) => {
    expect(ist(resolveWhen(phrase, NOW, message).at)).toBe(expected);
  });

  it("takes days off the event's day, said in the phrase or elsewhere in the message", () => {
    expect(ist(resolveWhen("2 din pehle shaam 5 baje", NOW, "Monday ko audit hai, 2 din pehle shaam 5 baje yaad dilana").at)).toBe(
      "2026-11-28 17:00",
    );
    expect(ist(resolveWhen("a day before at 9 am", NOW, "the board meets on 3 December; remind me a day before at 9 am").at)).toBe(
      "2026-12-02 09:00",
    );
  });

  it("leaves a move of a meeting alone", () => {
    expect(ist(resolveWhen("Friday 4 pm", NOW, "Friday 4 pm ko meeting rakh do, 10 min pehle aa jana").at)).toBe("2026-11-27 16:00");
  });
});
