import { createHmac, timingSafeEqual } from "node:crypto";

/** A reply button's id: "ria1.<action>.<subject id>.<signature>", at most 256 characters as Meta allows. */
const REPLY_ID = /^ria1\.([a-z]{1,20})\.([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{22})$/;

/** What a tapped button asks: an action on a subject (a reminder's id). */
export interface ReplyRequest {
  action: string;
  subjectId: string;
}

/**
 * Signs and reads reply-button ids. Meta echoes a button's id back when it is tapped; the id is signed
 * (HMAC-SHA256, 128 bits kept) over the action, the subject and the number it was sent to, with a key
 * derived from the app secret, so an id cannot be made up, changed to name another reminder, or used from
 * another number. The key never leaves the server.
 */
export function createReplyIds(appSecret: string) {
  const key = createHmac("sha256", appSecret).update("ria reply-button ids v1").digest();
  const signature = (action: string, subjectId: string, waId: string) =>
    createHmac("sha256", key).update(`${action}.${subjectId}.${waId}`).digest().subarray(0, 16).toString("base64url");

  return {
    /** The id for a button that asks `action` on `subjectId`, for the message to `waId`. */
    sign(action: string, subjectId: string, waId: string): string {
      return `ria1.${action}.${subjectId}.${signature(action, subjectId, waId)}`;
    },

    /** What a tapped button from `waId` asks, or null when the id is not one this server signed for that number. */
    read(id: string, waId: string): ReplyRequest | null {
      const match = REPLY_ID.exec(id);
      if (!match) return null;
      const [, action, subjectId, given] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(signature(action, subjectId, waId));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? { action, subjectId } : null;
    },
  };
}

export type ReplyIds = ReturnType<typeof createReplyIds>;
