import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { parse, serialize } from "cookie";
import { GUEST_RETENTION_DAYS } from "./owner.ts";

/** The cookie that identifies a visitor's guest chat (HttpOnly; their data expires after 7 days). */
export function guestCookieName(production: boolean): string {
  return production ? "__Host-ria_guest" : "ria_guest";
}

export function readGuestId(req: IncomingMessage | undefined, production: boolean): string | undefined {
  const value = parse(req?.headers.cookie ?? "")[guestCookieName(production)];
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

export function newGuestCookie(production: boolean): { guestId: string; cookie: string } {
  const guestId = randomUUID();
  const cookie = serialize(guestCookieName(production), guestId, {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: GUEST_RETENTION_DAYS * 86_400,
  });
  return { guestId, cookie };
}
