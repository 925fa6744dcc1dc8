import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { guestCookie, readGuestId } from "./http/guest-cookie.ts";
import { requestOrigin } from "./http/origin.ts";
import { deviceTokenOf, sessionTokenOf } from "./modules/auth/cookies.ts";
import type { SessionService } from "./modules/auth/session.service.ts";
import type { AppPubSub } from "./pubsub.ts";
import type { AppServices } from "./services.ts";
import type { Viewer } from "./viewer.ts";

/** What every resolver and REST handler receives: shared by HTTP and WebSocket operations. */
export interface AppContext {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  services: AppServices;
  viewer: Viewer | null;
  /** The session token the request carried (cookie or Bearer), for sign-out. */
  sessionToken: string | undefined;
  /** The device token (device cookie) the request carried, for sign-in's per-device allowance. */
  deviceToken: string | undefined;
  /** The caller's IP address, for rate limits. */
  ip: string;
  request: IncomingMessage | undefined;
  /** A visitor's guest id, from its cookie. */
  guestId: string | undefined;
  /** The visitor's guest id, created (and its cookie set) when it has none. */
  ensureGuestId(): string;
  /** Sets the cookie that carries a guest id created elsewhere. */
  keepGuestId(guestId: string): void;
  /** Adds a Set-Cookie header to the HTTP response (a no-op over WebSocket). */
  setCookie(value: string): void;
  /** An absolute address on this site for links that leave the browser (a calendar feed). */
  siteUrl(path: string): string;
}

interface ContextDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  services: AppServices;
  sessions: SessionService;
  production: boolean;
  /** Reverse proxies in front of the api (0: none). */
  trustProxy: number;
  /** The site's public address (PUBLIC_URL), when set; else the request's own. */
  publicUrl: string | undefined;
}

/**
 * The client's address. Behind `trustProxy` proxies, each appends the address it saw to
 * X-Forwarded-For, so the client's is `trustProxy` entries from the right; anything further left
 * was written by the client and is ignored. Without proxies, the socket's peer.
 */
export function ipOf(req: IncomingMessage | undefined, trustProxy: number): string {
  const peer = req?.socket?.remoteAddress || "unknown";
  if (trustProxy === 0) return peer;
  const hops = String(req?.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return peer;
  return hops[Math.max(0, hops.length - trustProxy)]!.slice(0, 64);
}

/**
 * Builds each operation's context, resolving the session once per request. A request without a
 * session token (every visitor's) gets its context at once, without a promise to wait for.
 */
export function createContextFactory(deps: ContextDeps) {
  return (req: IncomingMessage | undefined, res?: ServerResponse): AppContext | Promise<AppContext> => {
    const sessionToken = sessionTokenOf(req, deps.production);
    if (sessionToken === undefined) return buildContext(deps, req, res, sessionToken, null);
    return deps.sessions.resolve(sessionToken).then((viewer) => buildContext(deps, req, res, sessionToken, viewer));
  };
}

function buildContext(
  deps: ContextDeps,
  req: IncomingMessage | undefined,
  res: ServerResponse | undefined,
  sessionToken: string | undefined,
  viewer: Viewer | null,
): AppContext {
  const setCookie = (value: string) => {
    if (!res || res.headersSent) return;
    const existing = res.getHeader("set-cookie");
    res.setHeader("set-cookie", [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), value]);
  };
  const context: AppContext = {
    prisma: deps.prisma,
    pubsub: deps.pubsub,
    services: deps.services,
    viewer,
    sessionToken,
    deviceToken: deviceTokenOf(req, deps.production),
    ip: ipOf(req, deps.trustProxy),
    request: req,
    guestId: readGuestId(req, deps.production),
    ensureGuestId: () => {
      if (!context.guestId) context.keepGuestId(randomUUID());
      return context.guestId!;
    },
    keepGuestId: (guestId) => {
      setCookie(guestCookie(deps.production, guestId));
      context.guestId = guestId;
    },
    setCookie,
    siteUrl: (path) => new URL(path, deps.publicUrl ?? (req && requestOrigin(req, deps.trustProxy)) ?? "http://localhost").href,
  };
  return context;
}
