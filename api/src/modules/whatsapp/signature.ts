import { createHmac, timingSafeEqual } from "node:crypto";

/** Meta's X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the raw body bytes with the app secret. */
export function signBody(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** Constant-time check of a webhook signature against the raw bytes (never a re-serialised body). */
export function isValidSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signBody(rawBody, appSecret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
