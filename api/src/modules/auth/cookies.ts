import type { IncomingMessage } from "node:http";
import { parse, serialize } from "cookie";
import { DEVICE_COOKIE_DAYS } from "./device-token.ts";

/**
 * The session cookie. In production it takes the `__Host-` prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: the cookie cannot be set or shadowed by a subdomain.
 */
export function sessionCookieName(production: boolean): string {
  return production ? "__Host-ria_session" : "ria_session";
}

export function serializeSessionCookie(production: boolean, token: string, expiresAt: Date): string {
  return serialize(sessionCookieName(production), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(production: boolean): string {
  return serialize(sessionCookieName(production), "", { httpOnly: true, sameSite: "lax", secure: production, path: "/", maxAge: 0 });
}

/** The session token a request carries: `Authorization: Bearer …` for API clients, else the cookie. */
export function sessionTokenOf(req: IncomingMessage | undefined, production: boolean): string | undefined {
  if (!req) return undefined;
  const authorization = req.headers.authorization;
  if (authorization?.startsWith("Bearer ")) return authorization.slice("Bearer ".length).trim() || undefined;
  const cookies = parse(req.headers.cookie ?? "");
  return cookies[sessionCookieName(production)] || undefined;
}

/** The device cookie (OWASP): names the account this browser signed in to, signed by the server. */
export function deviceCookieName(production: boolean): string {
  return production ? "__Host-ria_device" : "ria_device";
}

export function serializeDeviceCookie(production: boolean, token: string): string {
  return serialize(deviceCookieName(production), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

/** The device token a request carries, if any (read by sign-in only; it grants nothing by itself). */
export function deviceTokenOf(req: IncomingMessage | undefined, production: boolean): string | undefined {
  if (!req) return undefined;
  return parse(req.headers.cookie ?? "")[deviceCookieName(production)]?.slice(0, 512) || undefined;
}
