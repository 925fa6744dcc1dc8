/**
 * What Ria does about an error Meta reports for a message, whether in the send's answer or in a failed status:
 * retry only where retrying can help.
 * - "template": the 24-hour window had closed; the same message goes again as the approved template.
 * - "retry": a passing condition (Meta's throughput limit, a server error); tried again after a back-off.
 * - "opt-out": the person has stopped messages from the business; the number is marked opted out.
 * - "none": it will not get through however often it is sent.
 */
export type MetaRemedy = "template" | "retry" | "opt-out" | "none";

const KNOWN: Record<number, { text: string; remedy: MetaRemedy }> = {
  131047: { text: "More than 24 hours since this person last wrote, so Meta took only a template", remedy: "template" },
  131026: { text: "Meta could not deliver it: the number is not on WhatsApp, has an old app, or blocked the business", remedy: "none" },
  131050: { text: "This person has stopped marketing messages from the business", remedy: "opt-out" },
  130429: { text: "Meta's throughput limit for the business number was reached", remedy: "retry" },
  131000: { text: "Meta had an internal error", remedy: "retry" },
  131016: { text: "Meta's service was briefly unavailable", remedy: "retry" },
};

/** Meta's error in people's words, and what to do about it. Unknown codes are not retried: Meta refused the message. */
export function metaErrorOf(code: number | null | undefined, title?: string | null): { text: string; remedy: MetaRemedy } {
  const known = code ? KNOWN[code] : undefined;
  if (known) return known;
  return { text: title ? `Meta refused it: ${title}` : "Meta refused it", remedy: "none" };
}

/** The line on the outbox row: what went wrong, Meta's code, and what Ria did about it. */
export function failureNote(code: number | null | undefined, text: string, done: string): string {
  return `${text}${code ? ` (Meta error ${code})` : ""}: ${done}.`;
}

/** Seconds to wait before attempt `attempt + 1` after a passing failure: 5, 10, 20, 40, ... up to 5 minutes. */
export function backoffSeconds(attempt: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempt - 1));
}
