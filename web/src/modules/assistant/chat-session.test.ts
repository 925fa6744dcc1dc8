import { describe, expect, it } from "vitest";
import { FALLBACK_TYPED, FALLBACK_VOICE, VOICE_UNAVAILABLE_MESSAGE, VOICE_UNAVAILABLE_REPLY } from "./chat-copy";
import { chatSessionReducer as reduce, initialChatSession, type ChatSessionEvent, type ChatSessionState } from "./chat-session";

const AT = "2026-11-21T10:00:00.000Z";
const send = (clientMessageId = "c1", voice = false): ChatSessionEvent => ({
  type: "send",
  clientMessageId,
  text: "Remind me",
  voice,
  at: AT,
  after: "m0",
});
const run = (events: ChatSessionEvent[], from: ChatSessionState = initialChatSession) => events.reduce(reduce, from);

describe("chatSessionReducer", () => {
  it("shows the message at once and waits for its reply", () => {
    const state = run([send()]);
    expect(state.pending).toEqual({ clientMessageId: "c1", text: "Remind me", voice: false, replyTo: null });
    expect(state.local).toEqual([expect.objectContaining({ role: "user", content: "Remind me", state: "sending", after: "m0" })]);
  });

  it("blocks a second send while a reply is pending", () => {
    const state = run([send("c1"), send("c2")]);
    expect(state.pending?.clientMessageId).toBe("c1");
    expect(state.local).toHaveLength(1);
  });

  it("streams the reply and clears the draft when the stored reply arrives", () => {
    const streaming = run([
      send(),
      { type: "stored", clientMessageId: "c1", messageId: "u1" },
      { type: "delta", replyTo: "u1", soFar: "Done. " },
      { type: "delta", replyTo: "u1", soFar: "Done. I'll remind" },
    ]);
    expect(streaming.local).toEqual([]);
    expect(streaming.drafts).toEqual({ u1: "Done. I'll remind" });
    const done = reduce(streaming, { type: "replied", replyTo: "u1" });
    expect(done.pending).toBeNull();
    expect(done.drafts).toEqual({});
  });

  it("ends the wait when the reply arrives before the mutation answers", () => {
    const early = run([send(), { type: "delta", replyTo: "u1", soFar: "Added" }, { type: "replied", replyTo: "u1" }]);
    expect(early.pending?.replyTo).toBeNull();
    const stored = reduce(early, { type: "stored", clientMessageId: "c1", messageId: "u1" });
    expect(stored.pending).toBeNull();
    expect(stored.local).toEqual([]);
    expect(stored.earlyReplies).toEqual([]);
  });

  it("keeps deltas that arrive before the mutation answers", () => {
    const state = run([
      send(),
      { type: "delta", replyTo: "u1", soFar: "Done." },
      { type: "stored", clientMessageId: "c1", messageId: "u1" },
    ]);
    expect(state.drafts.u1).toBe("Done.");
    expect(state.pending?.replyTo).toBe("u1");
  });

  it("answers a failed send with the spec's fallback and keeps the message for a retry", () => {
    const state = run([send(), { type: "failed", clientMessageId: "c1", at: AT }]);
    expect(state.pending).toBeNull();
    expect(state.local.map((entry) => [entry.role, entry.state, entry.content])).toEqual([
      ["user", "failed", "Remind me"],
      ["assistant", "local", FALLBACK_TYPED],
    ]);
    const retried = reduce(state, send("c1"));
    expect(retried.local.map((entry) => entry.state)).toEqual(["sending"]);
  });

  it("uses the voice fallback for a voice message", () => {
    const state = run([send("c1", true), { type: "failed", clientMessageId: "c1", at: AT }]);
    expect(state.local.at(-1)?.content).toBe(FALLBACK_VOICE);
  });

  it("falls back when the reply never comes, and a late reply replaces the fallback", () => {
    const timedOut = run([
      send(),
      { type: "stored", clientMessageId: "c1", messageId: "u1" },
      { type: "timedOut", clientMessageId: "c1", at: AT },
    ]);
    expect(timedOut.pending).toBeNull();
    expect(timedOut.local).toEqual([expect.objectContaining({ content: FALLBACK_TYPED, after: "u1" })]);
    expect(reduce(timedOut, { type: "replied", replyTo: "u1" }).local).toEqual([]);
  });

  it("turns a refusal into a notice and drops the unsent message", () => {
    const notice = { code: "PLAN_LIMIT_REACHED", message: "You've used all 5 of today's responses.", upgradeTo: "/pricing" };
    const state = run([send(), { type: "refused", clientMessageId: "c1", notice }]);
    expect(state).toEqual({ ...initialChatSession, notice });
    expect(reduce(state, { type: "dismissNotice" }).notice).toBeNull();
  });

  it("answers locally when speech recognition is unavailable", () => {
    const state = reduce(initialChatSession, { type: "voiceUnavailable", at: AT, after: null });
    expect(state.local.map((entry) => [entry.role, entry.content])).toEqual([
      ["user", VOICE_UNAVAILABLE_MESSAGE],
      ["assistant", VOICE_UNAVAILABLE_REPLY],
    ]);
    expect(state.pending).toBeNull();
  });
});
