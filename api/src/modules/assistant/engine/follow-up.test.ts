import { describe, expect, it } from "vitest";
import { understandFollowUp } from "./follow-up.ts";
import { toIstIso } from "../../../rules/ist.rules.ts";

const NOW = new Date("2026-11-24T10:00:00+05:30");

describe("understandFollowUp", () => {
  it("reads new times and days", () => {
    const six = understandFollowUp("make it 6 pm", NOW);
    expect(six).toMatchObject({ kind: "retime", hasClock: true, hasDate: false });
    expect(six?.kind === "retime" && toIstIso(six.at!)).toBe("2026-11-24T18:00:00+05:30");
    expect(understandFollowUp("move it to Friday", NOW)).toMatchObject({ kind: "retime", hasDate: true, hasClock: false });
    expect(understandFollowUp("actually, push it to tomorrow 4 pm", NOW)).toMatchObject({ kind: "retime", hasDate: true, hasClock: true });
  });
  it("reads new lengths", () => {
    expect(understandFollowUp("make it an hour", NOW)).toEqual({ kind: "resize", minutes: 60 });
    expect(understandFollowUp("make it 45 minutes", NOW)).toEqual({ kind: "resize", minutes: 45 });
  });
  it("reads cancelling and inviting", () => {
    expect(understandFollowUp("cancel that", NOW)).toEqual({ kind: "cancel" });
    expect(understandFollowUp("never mind", NOW)).toEqual({ kind: "cancel" });
    expect(understandFollowUp("add Priya too", NOW)).toEqual({ kind: "invite", person: "Priya" });
  });
  it("leaves new requests alone", () => {
    expect(understandFollowUp("add milk to my grocery list", NOW)).toBeNull();
    expect(understandFollowUp("remind me to call Rahul at 5", NOW)).toBeNull();
  });
});
