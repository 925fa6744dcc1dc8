import { describe, expect, it } from "vitest";
import { readFollowUp } from "./read-follow-up.ts";
import { NOW, change, reading } from "./follow-up-readings.ts";

describe("renames", () => {
  it("points by the pronoun, never by the new title's words", () => {
    const hinglish = readFollowUp(
      reading("action.change", "iske naam ko 'Capex approval' kar do", [
        ["PERSON", "iske"],
        ["TASK", "Capex approval"],
      ]),
      NOW,
    );
    expect(hinglish).toMatchObject({
      kind: "change",
      target: { pronoun: true, people: [] },
      change: { kind: "rename", title: "Capex approval" },
    });
    const cut = readFollowUp(reading("action.change", "title badal ke 'end-of-year review' kar do", [["REF", "-of-year"]]), NOW);
    expect(cut).toMatchObject({ target: { words: [] }, change: { kind: "rename" } });
  });

  it("never takes the apostrophe of a possessive for a quote", () => {
    const request = readFollowUp(
      reading("action.change", "Rename Friday's review to 'Vendor scorecard'", [
        ["REF", "Friday's review"],
        ["TASK", "Vendor scorecard"],
      ]),
      NOW,
    );
    expect(request).toMatchObject({ target: { at: { day: expect.any(Date) } }, change: { kind: "rename", title: "Vendor scorecard" } });
  });

  it("reads calling a thing by a quoted name as a rename, even when read as a cancel", () => {
    const request = readFollowUp(reading("action.cancel", "Call the Meena sync 'Hiring plan'", [["REF", "the Meena sync"]]), NOW);
    expect(request).toMatchObject({ kind: "change", change: { kind: "rename", title: "Hiring plan" } });
  });

  it("keeps every word of a new title, quoted or said after 'call it' or 'change it to'", () => {
    expect(
      change("call it nagpur warehouse lease renewal", [
        ["REF", "it"],
        ["TASK", "warehouse lease renewal"],
      ]).change,
    ).toEqual({
      kind: "rename",
      title: "Nagpur warehouse lease renewal",
    });
    const changed = change("change it to call the CA about advance tax", [["ITEM", "the CA about advance tax"]]);
    expect(changed.change).toEqual({ kind: "rename", title: "Call the CA about advance tax" });
    expect(changed.target).not.toHaveProperty("type");
    expect(
      change("Change the task to 'send KPMG the signed engagement letter'.", [
        ["REF", "'send KPMG"],
        ["TASK", "the signed engagement letter"],
      ]).change,
    ).toEqual({ kind: "rename", title: "Send KPMG the signed engagement letter" });
    expect(
      change("Set the title as 'Quarterly vendor review'.", [
        ["PERSON", "the"],
        ["TASK", "Quarterly vendor review"],
      ]),
    ).toMatchObject({
      target: { people: [] },
      change: { kind: "rename", title: "Quarterly vendor review" },
    });
  });

  it("reads a quote followed by the word for its name or title as the new title", () => {
    const request = readFollowUp(
      reading("action.change", "iska 'renew the car insurance' naam rakh do", [
        ["REF", "iska"],
        ["TASK", "renew the"],
        ["REF", "car"],
      ]),
      NOW,
    );
    expect(request).toMatchObject({ target: { pronoun: true }, change: { kind: "rename", title: "Renew the car insurance" } });
  });

  it("renames with 'naam change karke'", () => {
    expect(change("Naam change karke 'Deepa hiring plan' kar do", []).change).toEqual({ kind: "rename", title: "Deepa hiring plan" });
  });
});
