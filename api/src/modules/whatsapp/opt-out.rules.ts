/** STOP and START on WhatsApp: pure rules shared by the webhook and the sender. */

/** What a message asks when it is only STOP or START (any case, surrounding spaces and a full stop allowed). */
export function optOutKeywordOf(text: string): "stop" | "start" | null {
  const word = text
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  return word === "STOP" ? "stop" : word === "START" ? "start" : null;
}

export const OPTED_OUT_TEXT = "You're opted out: Ria will send nothing more to this number until you send START.";
export const OPTED_IN_TEXT = "Welcome back: Ria will send your reminders here again (send STOP to opt out).";

/** Why a row to an opted-out number was not sent, on the row. */
export const OPTED_OUT_NOTE = "This number opted out (STOP): nothing is sent to it until it sends START";

/**
 * Messages that answer what the person just sent: they still go to a number that opted out, because the
 * person asked for them (the STOP and START confirmations among them). Everything else is proactive and does not.
 */
const REPLY_KINDS = new Set([
  "assistant-reply",
  "confirmation",
  "rule-reply",
  "opt-out",
  "opt-in",
  "reminder-action",
  "email-reply-action",
]);

export function isReplyKind(kind: string): boolean {
  return REPLY_KINDS.has(kind);
}
