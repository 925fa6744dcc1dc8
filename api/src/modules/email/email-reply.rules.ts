/** Replies to inbound email: pure rules for their subject, threading, first draft and WhatsApp summary. */

/** What the executive can do with a drafted reply: the reply buttons on its WhatsApp summary, in order. */
export const EMAIL_REPLY_BUTTONS = [
  { action: "sendreply", title: "Send reply" },
  { action: "discard", title: "Discard" },
] as const;

export type EmailReplyAction = (typeof EMAIL_REPLY_BUTTONS)[number]["action"];

/** What a summary's outbox row carries so WhatsApp can offer the buttons: the reply it is about. */
export type EmailReplySubject = { kind: "email-reply"; id: string };

export function isEmailReplyAction(value: string): value is EmailReplyAction {
  return EMAIL_REPLY_BUTTONS.some((button) => button.action === value);
}

/** The reply an outbox row's stored subject names, or null when it names none. */
export function emailReplySubjectOf(subject: unknown): EmailReplySubject | null {
  if (!subject || typeof subject !== "object") return null;
  const { kind, id } = subject as Record<string, unknown>;
  return kind === "email-reply" && typeof id === "string" ? { kind, id } : null;
}

/** A Message-ID as mail headers write it: one "<local@domain>" token. */
export const MESSAGE_ID = /^<[^<>\s@]{1,200}@[^<>\s@]{1,200}>$/;

/** "Re: Q3 numbers", never "Re: Re: Q3 numbers". */
export function replySubject(subject: string): string {
  const bare = subject.trim();
  if (/^re:/i.test(bare)) return bare;
  return bare ? `Re: ${bare}` : "Re: your email";
}

/** A reply's References header: the thread so far, then the email it answers (RFC 5322 §3.6.4). */
export function replyReferences(inbound: { messageId: string | null; references: readonly string[] }): string[] {
  return inbound.messageId ? [...inbound.references, inbound.messageId] : [...inbound.references];
}

/** The first draft of a reply: an acknowledgement in the executive's name, which they edit or send as it is. */
export function acknowledgement(inbound: { fromName: string | null; subject: string }, sender: string): string {
  const greeting = inbound.fromName ? `Dear ${inbound.fromName.trim()},` : "Hello,";
  const about = inbound.subject.trim() ? ` about “${inbound.subject.trim().replace(/^re:\s*/i, "")}”` : "";
  return [
    greeting,
    "",
    `Thank you for your email${about}. I have received it and will come back to you shortly.`,
    "",
    `Warm regards,\n${sender}`,
  ].join("\n");
}

const SUMMARY_EXCERPT = 300;

/** The WhatsApp message that tells the executive a VIP wrote: who, about what, the start of it, and the reply drafted. */
export function vipSummary(inbound: { fromAddr: string; fromName: string | null; subject: string; text: string }, draft: string): string {
  const who = inbound.fromName ? `${inbound.fromName} <${inbound.fromAddr}>` : inbound.fromAddr;
  const excerpt = inbound.text.replace(/\s+/g, " ").trim();
  const shown = excerpt.length > SUMMARY_EXCERPT ? `${excerpt.slice(0, SUMMARY_EXCERPT - 1)}…` : excerpt;
  return [
    `Email from ${who}: “${inbound.subject.trim() || "(no subject)"}”`,
    shown,
    "",
    "Ria drafted a reply:",
    draft,
    "",
    "Send it as it is, discard it, or edit it on your dashboard first. Nothing goes out until you say so.",
  ].join("\n");
}
