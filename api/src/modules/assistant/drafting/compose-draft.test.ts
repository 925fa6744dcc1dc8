import { describe, expect, it } from "vitest";
import { composeDraft } from "./compose-draft.ts";
import type { DraftRequest } from "./draft-request.ts";

const draft = (request: Partial<DraftRequest>) =>
  composeDraft({ form: "email", topic: "", purpose: "inform", tone: "neutral", short: false, ...request }, "Anita Rao");

describe("drafts say what was asked, to whom, in the form asked", () => {
  it("greets a titled person by title and name, and signs off", () => {
    const text = draft({ to: "Mr. Khanna", topic: "the shipment will reach Bhiwandi on Monday" });
    expect(text).toMatch(/^Subject: Update: The shipment will reach Bhiwandi on Monday\n\nDear Mr. Khanna,/);
    expect(text).toContain("let you know that the shipment will reach Bhiwandi on Monday.");
    expect(text.endsWith("Warm regards,\nAnita Rao")).toBe(true);
  });

  it("writes a WhatsApp reply without a subject line, greeting the person by first name", () => {
    const text = draft({ form: "whatsapp", to: "Priya Shah", topic: "we will ship on Monday", short: true });
    expect(text).toBe("Hi Priya, Just a quick note to let you know that we will ship on Monday.");
  });

  it("greets a named person behind a role", () => {
    expect(draft({ form: "whatsapp", to: "our driver ramu", topic: "the pickup is at 6:30" })).toMatch(/^Hi Ramu,/);
  });

  it("speaks about people in a post, and turns third person to second in a letter", () => {
    expect(draft({ form: "linkedin", to: "Dr. Rao", purpose: "congratulate", topic: "his retirement" })).toMatch(
      /^Congratulations to Dr. Rao on his retirement!/,
    );
    expect(draft({ to: "Priya", purpose: "congratulate", topic: "her promotion" })).toContain("Congratulations on your promotion!");
  });

  it("makes every named part a talking point", () => {
    const text = draft({ form: "talking-points", topic: "runway, burn rate and hiring plan" });
    for (const part of ["Runway", "Burn rate", "Hiring plan"]) expect(text).toContain(`• ${part}`);
  });

  it("says every detail given beside the topic, each as a sentence of its own", () => {
    const text = draft({
      to: "Jennifer",
      purpose: "decline",
      topic: "their request for a 15% discount",
      details: ["we can do 7% for orders above 500 units"],
    });
    expect(text).toContain("won't be able to take this forward right now. We can do 7% for orders above 500 units.");
  });
});
