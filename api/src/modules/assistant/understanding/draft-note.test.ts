import { describe, expect, it } from "vitest";
import { selfNoteContent } from "./draft-note.ts";

describe("a note the executive keeps for themself", () => {
  it("keeps every clause after the ask, however the note is asked for", () => {
    expect(selfNoteContent("Take a note: the Surat client pays on the 5th, and they want the GST invoice by email.")).toBe(
      "the Surat client pays on the 5th, and they want the GST invoice by email",
    );
    expect(selfNoteContent("jot down a quick note for myself - renew the Pune godown insurance and check the fire NOC")).toBe(
      "renew the Pune godown insurance and check the fire NOC",
    );
    expect(selfNoteContent("make a note uh that legal needs the signed MoU and the board resolution by the 12th")).toBe(
      "legal needs the signed MoU and the board resolution by the 12th",
    );
    expect(selfNoteContent("write a short note for the minutes we agreed to freeze hiring in Q1 and revisit in April")).toBe(
      "we agreed to freeze hiring in Q1 and revisit in April",
    );
    expect(selfNoteContent("ek note bana lo: Gupta ji ka payment 18 tareekh tak aayega")).toBe("Gupta ji ka payment 18 tareekh tak aayega");
  });

  it("leaves notes to other people and list asks alone", () => {
    expect(selfNoteContent("Write a note to Farah thanking her for the onboarding")).toBeUndefined();
    expect(selfNoteContent("write a quick note for Sameer's send-off card")).toBeUndefined();
    expect(selfNoteContent("Note down milk and bread")).toBeUndefined();
    expect(selfNoteContent("Remind me to call the bank")).toBeUndefined();
  });

  it("drops an instruction said after the note", () => {
    expect(selfNoteContent("Make a note: vendor payments move to the 25th. Keep it short.")).toBe("vendor payments move to the 25th");
  });
});
