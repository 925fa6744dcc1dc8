import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in
 * to an account gets a cookie naming that account, signed by the server, and keeps its own allowance of
 * password guesses there, so guessing from elsewhere never locks the real user out.
 * The token is `<account, base64url>.<nonce>.<HMAC-SHA256 of both>`.
 */

/** How long a device stays known without signing in again (every sign-in issues a fresh cookie). */
export const DEVICE_COOKIE_DAYS = 180;

function macOf(key: Buffer, account: string, nonce: string): Buffer {
  return createHmac("sha256", key).update(`${account}\n${nonce}`).digest();
}

/** A device token for `account` with this `nonce` (random, from the caller). */
export function signDeviceToken(key: Buffer, account: string, nonce: string): string {
  return [Buffer.from(account).toString("base64url"), nonce, macOf(key, account, nonce).toString("base64url")].join(".");
}

/** The device's id (its nonce) when `token` is a genuine device token for `account`; null otherwise. */
export function deviceIdOf(key: Buffer, token: string | undefined, account: string): string | null {
  const [encodedAccount, nonce, mac, ...rest] = (token ?? "").split(".");
  if (!encodedAccount || !nonce || !mac || rest.length > 0 || nonce.length > 64) return null;
  if (Buffer.from(encodedAccount, "base64url").toString() !== account) return null;
  const expected = macOf(key, account, nonce);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
