/** What an owner's chat subscribers receive: reply deltas, and each stored message (replies, fired reminders). */
/**
 * A piece of a streamed reply (`text`, with the whole reply so far in `soFar`, so a client that subscribed after the
 * first pieces still shows the reply from its start), or a stored message.
 */
export type ChatEvent =
  { kind: "delta"; replyTo: string; text: string; soFar: string } | { kind: "message"; replyTo: string | null; messageId: string };
