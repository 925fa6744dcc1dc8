import type { WebSocket } from "ws";
import type { Logger } from "../logger.ts";
import type { AppPubSub } from "../pubsub.ts";

/** graphql-ws's "Unauthorized" close code: the client stops and its subscriptions end. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface SessionChecks {
  /** Which of these sessions are still live. */
  liveIds(ids: string[]): Promise<Set<string>>;
}

/**
 * Ends the WebSockets of a session that ends. A revocation (sign-out, sign out everywhere, a
 * replaced sign-in) arrives over pub/sub, so every instance closes its sockets at once; expiry,
 * idle timeout and revocations made outside the app (a password reset from the CLI) are found by
 * a sweep every `sweepSeconds`. Closing a socket completes all of its subscriptions.
 */
export function createSocketSessions(pubsub: AppPubSub, sessions: SessionChecks, sweepSeconds: number, logger: Logger) {
  const socketsBySession = new Map<string, Set<WebSocket>>();

  function close(sessionIds: Iterable<string>, reason: string): void {
    for (const sessionId of sessionIds) {
      const sockets = socketsBySession.get(sessionId);
      socketsBySession.delete(sessionId);
      for (const socket of sockets ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, reason);
    }
  }

  const revocations = pubsub.subscribe("session.revoked");
  void (async () => {
    for await (const { sessionIds } of revocations) close(sessionIds, "Session ended");
  })().catch((error) => logger.error({ err: error }, "session revocation listener stopped"));

  const sweep = setInterval(() => {
    const ids = [...socketsBySession.keys()];
    if (ids.length === 0) return;
    sessions.liveIds(ids).then(
      (live) =>
        close(
          ids.filter((id) => !live.has(id)),
          "Session expired",
        ),
      (error) => logger.warn({ err: error }, "session sweep failed"),
    );
  }, sweepSeconds * 1000);
  sweep.unref();

  return {
    /** Remembers that this socket acts for this session (once per socket; visitors have none). */
    track(socket: WebSocket, sessionId: string | undefined): void {
      if (!sessionId) return;
      let sockets = socketsBySession.get(sessionId);
      if (!sockets) socketsBySession.set(sessionId, (sockets = new Set()));
      if (sockets.has(socket)) return;
      sockets.add(socket);
      socket.once("close", () => {
        sockets.delete(socket);
        if (sockets.size === 0 && socketsBySession.get(sessionId) === sockets) socketsBySession.delete(sessionId);
      });
    },
    async stop(): Promise<void> {
      clearInterval(sweep);
      await revocations.return?.();
    },
  };
}

export type SocketSessions = ReturnType<typeof createSocketSessions>;
