import { describe, expect, it } from "vitest";
import { askThenSaid, sentenceEnd, toldThat, withoutTakenBack } from "./draft-topic.ts";

describe("what a draft says", () => {
  it("keeps what dictation said last", () => {
    expect(withoutTakenBack("the review is on monday no wait tuesday")).toBe("the review is on tuesday");
    expect(withoutTakenBack("the dinner at the taj no sorry the oberoi")).toBe("the dinner at the oberoi");
    expect(withoutTakenBack("our tie-up with infosys no wait it's with wipro not infosys")).toBe("our tie-up with wipro");
    expect(withoutTakenBack("reminder bhejo... nahi actually unko thank you bolo")).toBe("unko thank you bolo");
  });

  it("runs to the end of its sentence, past a title's full stop and an ellipsis", () => {
    const message = "Tell Dr. Bose the scan is fine... and the report follows. Keep it short.";
    expect(message.slice(0, sentenceEnd(message, 5))).toBe("Tell Dr. Bose the scan is fine... and the report follows");
  });

  it("reads what follows a colon after a short ask", () => {
    expect(askThenSaid("Reply to Leena's mail: sure, Monday works, send the agenda.")).toEqual({
      ask: "Reply to Leena's mail",
      said: "sure, Monday works, send the agenda.",
    });
    expect(askThenSaid("The plan for the week: finish the audit")).toBeUndefined();
  });

  it("finds the words told in a sentence of their own", () => {
    expect(toldThat("Let Harish know on WhatsApp that the cheque is ready. Just draft it.")).toBe("the cheque is ready");
    expect(toldThat("Tell the driver that I land at 9:40 at T2")).toBe("I land at 9:40 at T2");
  });
});
