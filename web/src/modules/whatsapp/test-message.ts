/** A test number that belongs to no one: the test page opens on its conversation. */
export const DEFAULT_TEST_NUMBER = "919800000001";

/** The api keeps only a number's digits (spec: a WhatsApp number, 8 to 15 digits); the page matches on the same. */
export function contactDigits(typed: string): string {
  return typed.replace(/\D/g, "");
}

/** Whether typed text is a WhatsApp number the api will take. */
export function isWhatsAppNumber(typed: string): boolean {
  const digits = contactDigits(typed);
  return digits.length >= 8 && digits.length <= 15;
}

/** A test message that was sent, and from when its effects count. */
export interface SentTest {
  messageId: string;
  contact: string;
  text: string;
  /** The page's clock when it was sent; the server's own time for the message replaces it once known. */
  sentAt: number;
}

/** Server and browser clocks may differ a little: effects this much before the anchor still count. */
const CLOCK_SLACK_MS = 2000;

/** Whether something that happened at `iso` came after the test message (and so may be its effect). */
export function happenedSince(iso: string, anchorMs: number): boolean {
  return Date.parse(iso) >= anchorMs - CLOCK_SLACK_MS;
}

export interface TimelineEntry {
  id: string;
  direction: "in" | "out";
  at: string;
}

/** Inbound messages and outgoing replies of one conversation, oldest first, the latest `limit`. */
export function mergeTimeline<T extends TimelineEntry>(entries: readonly T[], limit = 12): T[] {
  return [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).slice(-limit);
}
