/** What an owner's chat subscribers receive: reply deltas, and each stored message (replies, fired reminders). */
export type ChatEvent = { kind: "delta"; replyTo: string; text: string } | { kind: "message"; replyTo: string | null; messageId: string };
