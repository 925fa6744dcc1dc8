import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { parse, serialize } from "cookie";
import { GUEST_PLAYER_DAYS } from "../modules/rewards/rewards.rules.ts";

const cookieName = (production: boolean) => (production ? "__Host-ria_player" : "ria_player");

/** The guest player id the request's cookie carries, if well-formed. */
export function readGuestPlayerId(req: IncomingMessage | undefined, production: boolean): string | undefined {
  const value = parse(req?.headers.cookie ?? "")[cookieName(production)];
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

/** The Set-Cookie value for a guest player id (a new one when none is given). */
export function guestPlayerCookie(production: boolean, guestId: string = randomUUID()): { guestId: string; cookie: string } {
  const cookie = serialize(cookieName(production), guestId, {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: GUEST_PLAYER_DAYS * 86_400,
  });
  return { guestId, cookie };
}
