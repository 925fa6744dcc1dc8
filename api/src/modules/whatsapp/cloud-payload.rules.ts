/** The bodies Meta's Cloud API takes for POST /<phone number id>/messages: pure builders. */

export interface ReplyButton {
  /** Echoed back by the webhook when tapped (at most 256 characters). */
  id: string;
  /** What the button says (at most 20 characters). */
  title: string;
}

const base = (to: string) => ({ messaging_product: "whatsapp", to });

/** A template parameter: Meta refuses new lines, tabs and long runs of spaces in one. */
function parameterText(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 1000) || "-";
}

/** Free text, inside the 24-hour window. */
export function textMessage(to: string, body: string) {
  return { ...base(to), type: "text", text: { body } };
}

/** Text with up to three reply buttons, inside the 24-hour window. */
export function buttonMessage(to: string, body: string, buttons: readonly ReplyButton[]) {
  return {
    ...base(to),
    type: "interactive",
    interactive: {
      type: "button",
      body: { text: body.slice(0, 1024) },
      action: { buttons: buttons.map((button) => ({ type: "reply", reply: { id: button.id, title: button.title } })) },
    },
  };
}

/** An approved template, outside the window: its body's {{1}}, {{2}}... and its quick replies' payloads, in order. */
export function templateMessage(
  to: string,
  template: { name: string; language: string },
  bodyParameters: readonly string[] = [],
  quickReplies: readonly ReplyButton[] = [],
) {
  const components = [
    ...(bodyParameters.length
      ? [{ type: "body", parameters: bodyParameters.map((text) => ({ type: "text", text: parameterText(text) })) }]
      : []),
    ...quickReplies.map((reply, index) => ({
      type: "button",
      sub_type: "quick_reply",
      index: String(index),
      parameters: [{ type: "payload", payload: reply.id }],
    })),
  ];
  return {
    ...base(to),
    type: "template",
    template: { name: template.name, language: { code: template.language }, ...(components.length ? { components } : {}) },
  };
}
