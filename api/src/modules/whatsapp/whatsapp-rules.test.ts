import { describe, expect, it } from "vitest";
import { buttonMessage, templateMessage } from "./cloud-payload.rules.ts";
import { backoffSeconds, failureNote, metaErrorOf } from "./meta-errors.rules.ts";
import { isReplyKind, optOutKeywordOf } from "./opt-out.rules.ts";

describe("WhatsApp rules", () => {
  it("retries only where retrying can help", () => {
    expect(metaErrorOf(131047).remedy).toBe("template");
    expect(metaErrorOf(131026).remedy).toBe("none");
    expect(metaErrorOf(131050).remedy).toBe("opt-out");
    expect(metaErrorOf(130429).remedy).toBe("retry");
    expect(metaErrorOf(131051, "Unsupported message type")).toEqual({ text: "Meta refused it: Unsupported message type", remedy: "none" });
    expect(failureNote(131026, metaErrorOf(131026).text, "not retried")).toBe(
      "Meta could not deliver it: the number is not on WhatsApp, has an old app, or blocked the business (Meta error 131026): not retried.",
    );
    expect([1, 2, 3, 4, 10].map(backoffSeconds)).toEqual([5, 10, 20, 40, 300]);
  });

  it("reads STOP and START whatever the case, and nothing longer", () => {
    expect(optOutKeywordOf(" stop ")).toBe("stop");
    expect(optOutKeywordOf("STOP.")).toBe("stop");
    expect(optOutKeywordOf("Start")).toBe("start");
    expect(optOutKeywordOf("stop the meeting")).toBeNull();
    expect(isReplyKind("opt-out")).toBe(true);
    expect(isReplyKind("reminder")).toBe(false);
  });

  it("builds Cloud API bodies: reply buttons inside the window, a template's quick replies outside it", () => {
    const buttons = [
      { id: "ria1.done.r1.x", title: "Done" },
      { id: "ria1.snooze.r1.x", title: "Snooze 15 min" },
    ];
    expect(buttonMessage("919811100000", "⏰ Reminder from Ria: call the auditors", buttons)).toEqual({
      messaging_product: "whatsapp",
      to: "919811100000",
      type: "interactive",
      interactive: {
        type: "button",
        body: { text: "⏰ Reminder from Ria: call the auditors" },
        action: {
          buttons: [
            { type: "reply", reply: { id: "ria1.done.r1.x", title: "Done" } },
            { type: "reply", reply: { id: "ria1.snooze.r1.x", title: "Snooze 15 min" } },
          ],
        },
      },
    });
    expect(
      templateMessage("919811100000", { name: "ria_reminder", language: "en_US" }, ["call\nthe   auditors"], buttons).template,
    ).toEqual({
      name: "ria_reminder",
      language: { code: "en_US" },
      components: [
        { type: "body", parameters: [{ type: "text", text: "call the auditors" }] },
        { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: "ria1.done.r1.x" }] },
        { type: "button", sub_type: "quick_reply", index: "1", parameters: [{ type: "payload", payload: "ria1.snooze.r1.x" }] },
      ],
    });
    expect(templateMessage("919811100000", { name: "hello_world", language: "en_US" }).template).toEqual({
      name: "hello_world",
      language: { code: "en_US" },
    });
  });
});
