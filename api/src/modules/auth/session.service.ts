import { createHash, randomBytes } from "node:crypto";
import type { Viewer } from "../../viewer.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Role } from "../../generated/prisma/enums.ts";
import { isSessionLive, SESSION_POLICY, TOUCH_INTERVAL_MS } from "./session-policy.ts";

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a database leak yields no usable token. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionDeps {
  prisma: PrismaClient;
  now?: () => Date;
  /** Hears of every revocation (the app publishes it, so each instance closes that session's live sockets at once). */
  onRevoked?: (sessionIds: string[]) => void;
}

/** Creates, resolves and revokes server-side sessions. */
export function createSessionService({ prisma, now = () => new Date(), onRevoked = () => {} }: SessionDeps) {
  async function revokeWhere(where: { tokenHash: string } | { userId: string; id?: { not: string } }): Promise<void> {
    const sessions = await prisma.session.findMany({ where: { ...where, revokedAt: null }, select: { id: true } });
    if (sessions.length === 0) return;
    const ids = sessions.map((session) => session.id);
    await prisma.session.updateMany({ where: { id: { in: ids }, revokedAt: null }, data: { revokedAt: now() } });
    onRevoked(ids);
  }

  return {
    /** A fresh token for every sign-in. */
    async create(userId: string, role: Role): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_POLICY[role].absoluteMs);
      await prisma.session.create({ data: { tokenHash: hashToken(token), userId, createdAt: at, lastSeenAt: at, expiresAt } });
      return { token, expiresAt };
    },

    /** The viewer behind a token, or null when it is unknown, revoked, idle too long or expired. */
    async resolve(token: string | undefined): Promise<Viewer | null> {
      if (!token || token.length > 200) return null;
      const session = await prisma.session.findUnique({
        where: { tokenHash: hashToken(token) },
        include: { user: { select: { id: true, role: true } } },
      });
      const at = now();
      if (!session || !isSessionLive(session, session.user.role, at)) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: at } });
      }
      return { userId: session.user.id, role: session.user.role, sessionId: session.id };
    },

    async revoke(token: string | undefined): Promise<void> {
      if (token) await revokeWhere({ tokenHash: hashToken(token) });
    },

    /** Ends every session of a user ("sign out everywhere", a password change), but `keep` when given. */
    revokeAllFor: (userId: string, keep?: string) => revokeWhere(keep ? { userId, id: { not: keep } } : { userId }),

    /** Which of these sessions are still live (not revoked, idle too long or expired); touches none. */
    async liveIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const sessions = await prisma.session.findMany({ where: { id: { in: ids } }, include: { user: { select: { role: true } } } });
      const at = now();
      return new Set(sessions.filter((session) => isSessionLive(session, session.user.role, at)).map((session) => session.id));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
