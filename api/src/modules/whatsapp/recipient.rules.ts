/** Who may be messaged on WhatsApp: pure rules shared by the service and the browser. */

/** What the person at a number sends to the business's number to confirm it: "RIA 123456". */
export const CONFIRM_PATTERN = /^\s*RIA\s+(\d{6})\s*$/i;

/** A pending code stops counting after this long; the client asks for a new one. */
export const CONFIRM_CODE_HOURS = 24;

/**
 * A WhatsApp number as Meta writes it: digits with the country code. Ten digits are taken to be an
 * Indian mobile (91 added); spaces, dashes, brackets and a leading + are dropped. Null when it is not one.
 */
export function waIdOf(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, "").replace(/^\+/, "");
  if (!/^\d+$/.test(digits)) return null;
  const full = digits.length === 10 ? `91${digits}` : digits;
  return full.length >= 11 && full.length <= 15 ? full : null;
}

/**
 * A demo sandbox's own simulated number: "9100000" and five digits from its id. No Indian mobile
 * starts 9100000, so it belongs to nobody, and nothing addressed to it ever leaves the server.
 */
export function simulatedNumberOf(ownerId: string): string {
  let hash = 0;
  for (const char of ownerId) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return `9100000${String(hash).padStart(5, "0")}`;
}
