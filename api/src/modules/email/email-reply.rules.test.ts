import { describe, expect, it } from "vitest";
import { acknowledgement, emailReplySubjectOf, MESSAGE_ID, replyReferences, replySubject, vipSummary } from "./email-reply.rules.ts";

describe("email replies", () => {
  it("answers with one 'Re:', whatever the subject held", () => {
    expect(replySubject("Q3 numbers")).toBe("Re: Q3 numbers");
    expect(replySubject("RE: Q3 numbers")).toBe("RE: Q3 numbers");
    expect(replySubject("  ")).toBe("Re: your email");
  });

  it("threads on the email answered: its References, then its Message-ID", () => {
    expect(replyReferences({ messageId: "<b@x>", references: ["<a@x>"] })).toEqual(["<a@x>", "<b@x>"]);
    expect(replyReferences({ messageId: null, references: ["<a@x>"] })).toEqual(["<a@x>"]);
  });

  it("reads one Message-ID, never a header's worth of them", () => {
    expect(MESSAGE_ID.test("<q3-2@partner.example>")).toBe(true);
    expect(MESSAGE_ID.test("q3-2@partner.example")).toBe(false);
    expect(MESSAGE_ID.test("<a@x> <b@y>")).toBe(false);
  });

  it("drafts an acknowledgement to the sender by name, signed by the executive", () => {
    const draft = acknowledgement({ fromName: "Rohan Mehta", subject: "Re: Q3 numbers" }, "Asha Rao");
    expect(draft).toBe(
      "Dear Rohan Mehta,\n\nThank you for your email about “Q3 numbers”. " +
        "I have received it and will come back to you shortly.\n\nWarm regards,\nAsha Rao",
    );
    expect(acknowledgement({ fromName: null, subject: "" }, "Asha Rao").startsWith("Hello,\n\nThank you for your email. ")).toBe(true);
  });

  it("summarises for WhatsApp: who, what about, the start of it, and the draft; a long email is cut", () => {
    const summary = vipSummary({ fromAddr: "r@x.example", fromName: null, subject: "", text: "word ".repeat(200) }, "Hello");
    expect(summary.startsWith("Email from r@x.example: “(no subject)”\n")).toBe(true);
    expect(summary.split("\n")[1]).toHaveLength(300);
    expect(summary).toContain("Ria drafted a reply:\nHello\n");
  });

  it("knows an email reply's outbox subject from a reminder's", () => {
    expect(emailReplySubjectOf({ kind: "email-reply", id: "r1" })).toEqual({ kind: "email-reply", id: "r1" });
    expect(emailReplySubjectOf({ kind: "reminder", id: "r1", title: "x" })).toBeNull();
  });
});
