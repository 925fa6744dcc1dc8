import type { IncomingMessage } from "node:http";
import { parse, serialize } from "cookie";
import { GUEST_RETENTION_DAYS } from "../modules/assistant/owner.rules.ts";

/** The cookie that identifies a visitor's guest chat (HttpOnly; their data expires after 7 days). */
export function guestCookieName(production: boolean): string {
  return production ? "__Host-ria_guest" : "ria_guest";
}

export function readGuestId(req: IncomingMessage | undefined, production: boolean): string | undefined {
  const value = parse(req?.headers.cookie ?? "")[guestCookieName(production)];
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

/** The cookie that carries a guest id (HttpOnly, kept as long as the guest's data). */
export function guestCookie(production: boolean, guestId: string): string {
  return serialize(guestCookieName(production), guestId, {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: GUEST_RETENTION_DAYS * 86_400,
  });
}
