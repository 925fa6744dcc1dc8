import { describe, expect, it } from "vitest";
import { recipientOf } from "./draft-recipient.ts";
import type { Reading } from "./read.ts";

/** A reading of `message` with each [slot, text] marked where the text first occurs. */
function reading(message: string, ...marked: Array<[string, string]>): Reading {
  const slots = marked.map(([slot, text]) => {
    const start = message.indexOf(text);
    return { slot: slot as Reading["slots"][number]["slot"], text, start, end: start + text.length };
  });
  return { intent: "draft.write", slots, message };
}

describe("whom a draft greets", () => {
  it("is the person the draft is sent to, not one it is about", () => {
    const message = "write an email to the board members about the exit of our cfo anand joshi";
    expect(recipientOf(reading(message, ["PERSON", "the board members"], ["PERSON", "anand joshi"]))).toBe("the board");
  });

  it("is the name said right after a role", () => {
    const message = "draft a whatsapp to our accountant uh mehul that the returns are filed";
    expect(recipientOf(reading(message, ["PERSON", "our accountant"], ["PERSON", "mehul"]))).toBe("Mehul");
    const written = "Write a LinkedIn post thanking our COO Sunita Rao for ten years";
    expect(recipientOf(reading(written, ["PERSON", "our COO Sunita Rao"]))).toBe("Sunita Rao");
  });

  it("keeps the name after a title and the name whose message is answered", () => {
    expect(recipientOf(reading("mail to doctor kulkarni about the camp", ["PERSON", "doctor"]))).toBe("Dr Kulkarni");
    expect(recipientOf(reading("Reply to Ishaan's email: yes, Friday works", ["PERSON", "Ishaan's email"]))).toBe("Ishaan");
  });

  it("is whose occasion a card is for when no one was marked", () => {
    expect(recipientOf(reading("write a note for meena ji's retirement card, she ran accounts for 20 years"))).toBe("Meena ji");
  });
});
