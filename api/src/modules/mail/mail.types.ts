/** SMTP when live; in demo mode mail is recorded in the outbox and nothing is sent. */
export interface MailConfig {
  live: boolean;
  smtpUrl?: string;
  from?: string;
}

/** An email as the outbox keeps it, and as the sender hands it to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (the executive), when not to the sending address. */
  replyTo?: string;
  /** The Message-ID this email answers, and the thread before it: mail clients show it in the same conversation. */
  inReplyTo?: string;
  references?: string[];
  /** An iTIP calendar part (text/calendar; method=…) that mail clients show as an invitation. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

export interface QueuedMail extends OutgoingMail {
  ownerId: string;
  /** Same key, same email: a retry or a second instance never sends it twice. */
  idempotencyKey: string;
  /** False for demo accounts: recorded for them to see, never sent to a real person. */
  mayLeave: boolean;
}
