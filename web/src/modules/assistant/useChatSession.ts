import { useCallback, useEffect, useReducer, useRef } from "react";
import { useLiveCatchUp } from "../../relay/useLiveCatchUp";
import { chatSessionReducer, initialChatSession, type ChatSessionState, type LocalEntry } from "./chat-session";
import { lastStoredId, type StoredMessage } from "./chat-timeline";
import { newClientMessageId } from "./client-message-id";
import { useChatEvents } from "./useChatEvents";
import { useChatSync } from "./useChatSync";
import { useSendChatMessage } from "./useSendChatMessage";

/** A reply that shows no progress for this long is looked for once more, then given up (spec section 8's fallback). */
export const REPLY_TIMEOUT_MS = 30_000;
/** When a reply with no word yet is looked for once on the server, before the watchdog. */
export const EARLY_LOOK_MS = 4_000;

export interface ChatSession {
  session: ChatSessionState;
  /** Sends a message unless it is blank or a reply is pending; true when it went. */
  send: (text: string, options?: { voice?: boolean }) => boolean;
  /** Sends a failed message again with its first id, so the server never stores it twice. */
  retry: (entry: LocalEntry) => void;
  /** Spec section 8: a voice message in a browser that cannot transcribe it, answered here. */
  voiceUnavailable: () => void;
  dismissNotice: () => void;
}

const now = () => new Date().toISOString();

/** The chat's behaviour: sending, the live reply, fallbacks, catching up after a dropped connection. */
export function useChatSession(stored: readonly StoredMessage[]): ChatSession {
  const [session, dispatch] = useReducer(chatSessionReducer, initialChatSession);
  const sendMessage = useSendChatMessage();
  const { catchUp, messageArrived, refreshUsage } = useChatSync();
  // Callbacks read the latest messages and pending reply through refs, so they keep one identity.
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  }, [stored]);
  const busy = useRef(false);
  useEffect(() => {
    busy.current = session.pending !== null;
  }, [session.pending]);

  useChatEvents({
    onDelta: (replyTo, soFar) => dispatch({ type: "delta", replyTo, soFar }),
    onMessage: (replyTo, role) => {
      messageArrived();
      if (!replyTo || role !== "assistant") return;
      dispatch({ type: "replied", replyTo });
      refreshUsage();
    },
  });

  const deliver = useCallback(
    (text: string, voice: boolean, clientMessageId: string, retrying: boolean) => {
      busy.current = true;
      dispatch({ type: "send", clientMessageId, text, voice, at: now(), after: lastStoredId(storedRef.current) });
      void sendMessage(text, clientMessageId).then((outcome) => {
        if (outcome.kind === "refused") return dispatch({ type: "refused", clientMessageId, notice: outcome.notice });
        if (outcome.kind === "failed") return dispatch({ type: "failed", clientMessageId, at: now() });
        const replyTo = outcome.messageId;
        dispatch({ type: "stored", clientMessageId, messageId: replyTo });
        // A retry of a message the server already answered gets no new events: look for the answer.
        if (retrying)
          void catchUp(replyTo).then(
            ({ answered }) => answered && dispatch({ type: "replied", replyTo }),
            () => undefined,
          );
      });
    },
    [sendMessage, catchUp],
  );

  const send = useCallback(
    (text: string, options: { voice?: boolean } = {}) => {
      const trimmed = text.trim();
      if (!trimmed || busy.current) return false;
      deliver(trimmed, options.voice ?? false, newClientMessageId(), false);
      return true;
    },
    [deliver],
  );

  const retry = useCallback(
    (entry: LocalEntry) => {
      if (busy.current || !entry.clientMessageId) return;
      deliver(entry.content, entry.voice ?? false, entry.clientMessageId, true);
    },
    [deliver],
  );

  // The watchdog: no word of the reply for a while means look once more, then fall back.
  const pendingId = session.pending?.clientMessageId;
  const replyTo = session.pending?.replyTo ?? null;
  const progress = replyTo ? (session.drafts[replyTo]?.length ?? 0) : 0;
  useEffect(() => {
    if (!pendingId) return;
    const timer = setTimeout(() => {
      if (!replyTo) return dispatch({ type: "failed", clientMessageId: pendingId, at: now() });
      const giveUp = () => dispatch({ type: "timedOut", clientMessageId: pendingId, at: now() });
      void catchUp(replyTo).then(({ answered }) => (answered ? dispatch({ type: "replied", replyTo }) : giveUp()), giveUp);
    }, REPLY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pendingId, replyTo, progress, catchUp]);

  // Not a word of the reply a few seconds on: its events may have gone to a subscription that was still starting (a new
  // guest's first message races the socket's identity), so look once, quietly; the watchdog above still stands.
  useEffect(() => {
    if (!pendingId || !replyTo || progress > 0) return;
    const timer = setTimeout(() => {
      void catchUp(replyTo).then(
        ({ answered }) => answered && dispatch({ type: "replied", replyTo }),
        () => undefined,
      );
    }, EARLY_LOOK_MS);
    return () => clearTimeout(timer);
  }, [pendingId, replyTo, progress, catchUp]);

  // Events sent while the connection was down are lost: fetch the chat again when it comes back.
  useLiveCatchUp(() => {
    void catchUp(replyTo).then(
      ({ answered }) => replyTo && answered && dispatch({ type: "replied", replyTo }),
      () => undefined,
    );
  });

  const voiceUnavailable = useCallback(() => dispatch({ type: "voiceUnavailable", at: now(), after: lastStoredId(storedRef.current) }), []);
  const dismissNotice = useCallback(() => dispatch({ type: "dismissNotice" }), []);

  return { session, send, retry, voiceUnavailable, dismissNotice };
}
