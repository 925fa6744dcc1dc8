import { fallbackReply, VOICE_UNAVAILABLE_MESSAGE, VOICE_UNAVAILABLE_REPLY } from "./chat-copy";

/** A message that lives only in this tab: the one being sent, a failed one, or a local answer. */
export interface LocalEntry {
  key: string;
  role: "user" | "assistant";
  content: string;
  /** ISO time it was made (shown like a stored message's timestamp). */
  at: string;
  /** sending: on its way; failed: never reached the server; local: answered here, not by the server. */
  state: "sending" | "failed" | "local";
  /** Shown after this stored message (null: before all of them). */
  after: string | null;
  /** The send it belongs to, so a retry or a late reply can clear it. */
  clientMessageId?: string;
  voice?: boolean;
}

/** The one send that is waiting for its reply (spec: sending is blocked while a reply is pending). */
export interface PendingSend {
  clientMessageId: string;
  text: string;
  voice: boolean;
  /** The stored user message's raw id, once the server has it: deltas and the reply name it. */
  replyTo: string | null;
}

/** A refusal the person can act on (spec: the plan limit names where to upgrade). */
export interface ChatNotice {
  code: string;
  message: string;
  /** Where the upgrade link goes, for PLAN_LIMIT_REACHED. */
  upgradeTo: string | null;
}

export interface ChatSessionState {
  pending: PendingSend | null;
  /** Reply text streamed so far, by the user message it answers. */
  drafts: Record<string, string>;
  local: LocalEntry[];
  notice: ChatNotice | null;
  /** Replies that arrived before their send's answer named the message (the stream can outrun the mutation). */
  earlyReplies: string[];
}

export type ChatSessionEvent =
  | { type: "send"; clientMessageId: string; text: string; voice: boolean; at: string; after: string | null }
  | { type: "stored"; clientMessageId: string; messageId: string }
  | { type: "refused"; clientMessageId: string; notice: ChatNotice }
  | { type: "failed"; clientMessageId: string; at: string }
  /** The reply streamed so far (every piece until now, not only the newest). */
  | { type: "delta"; replyTo: string; soFar: string }
  | { type: "replied"; replyTo: string }
  | { type: "timedOut"; clientMessageId: string; at: string }
  | { type: "voiceUnavailable"; at: string; after: string | null }
  | { type: "dismissNotice" };

export const initialChatSession: ChatSessionState = { pending: null, drafts: {}, local: [], notice: null, earlyReplies: [] };

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

function fallbackEntry(pending: PendingSend, at: string, after: string | null): LocalEntry {
  const key = `fallback-${pending.clientMessageId}`;
  return {
    key,
    role: "assistant",
    content: fallbackReply(pending.voice),
    at,
    state: "local",
    after,
    clientMessageId: pending.clientMessageId,
  };
}

/** How the chat moves: a send, its storage or refusal, the streamed reply, and the ways a reply can fail. */
export function chatSessionReducer(state: ChatSessionState, event: ChatSessionEvent): ChatSessionState {
  const pending = state.pending;
  switch (event.type) {
    case "send": {
      if (pending) return state;
      const { clientMessageId, text, voice, at, after } = event;
      // A retry replaces what the failed attempt left on screen.
      const local = state.local.filter((entry) => entry.clientMessageId !== clientMessageId);
      const entry: LocalEntry = {
        key: `sending-${clientMessageId}`,
        role: "user",
        content: text,
        at,
        state: "sending",
        after,
        clientMessageId,
        voice,
      };
      return { ...state, pending: { clientMessageId, text, voice, replyTo: null }, local: [...local, entry], notice: null };
    }
    case "stored": {
      const local = state.local.filter((entry) => !(entry.clientMessageId === event.clientMessageId && entry.state === "sending"));
      if (pending?.clientMessageId !== event.clientMessageId) return { ...state, local };
      // Its reply may already be here: then nothing is pending any more.
      if (state.earlyReplies.includes(event.messageId)) return { ...state, local, pending: null, earlyReplies: [] };
      return { ...state, local, pending: { ...pending, replyTo: event.messageId } };
    }
    case "refused": {
      if (pending?.clientMessageId !== event.clientMessageId) return state;
      const local = state.local.filter((entry) => entry.clientMessageId !== event.clientMessageId);
      return { ...state, pending: null, local, notice: event.notice };
    }
    case "failed": {
      if (pending?.clientMessageId !== event.clientMessageId) return state;
      const local = state.local.map((entry) =>
        entry.clientMessageId === event.clientMessageId ? { ...entry, state: "failed" as const } : entry,
      );
      const after = local.find((entry) => entry.clientMessageId === event.clientMessageId)?.after ?? null;
      return { ...state, pending: null, local: [...local, fallbackEntry(pending, event.at, after)] };
    }
    case "delta":
      return { ...state, drafts: { ...state.drafts, [event.replyTo]: event.soFar } };
    case "replied": {
      const drafts = without(state.drafts, event.replyTo);
      const answered = pending?.replyTo === event.replyTo;
      // A reply that arrives after the fallback replaces it.
      const local = state.local.filter((entry) => !(entry.key.startsWith("fallback-") && entry.after === event.replyTo));
      // A reply to a send whose answer has not come back yet is remembered until it does.
      const early = !answered && pending !== null && pending.replyTo === null;
      const earlyReplies = early ? [...state.earlyReplies, event.replyTo].slice(-5) : state.earlyReplies;
      return { ...state, drafts, local, earlyReplies, pending: answered ? null : pending };
    }
    case "timedOut": {
      if (pending?.clientMessageId !== event.clientMessageId) return state;
      const drafts = pending.replyTo ? without(state.drafts, pending.replyTo) : state.drafts;
      return { ...state, drafts, pending: null, local: [...state.local, fallbackEntry(pending, event.at, pending.replyTo)] };
    }
    case "voiceUnavailable": {
      const { at, after } = event;
      const stamp = Date.parse(at);
      return {
        ...state,
        local: [
          ...state.local,
          { key: `voice-${stamp}-q`, role: "user", content: VOICE_UNAVAILABLE_MESSAGE, at, state: "local", after, voice: true },
          { key: `voice-${stamp}-a`, role: "assistant", content: VOICE_UNAVAILABLE_REPLY, at, state: "local", after },
        ],
      };
    }
    case "dismissNotice":
      return { ...state, notice: null };
  }
}
