import { describe, expect, it } from "vitest";
import { chatSessionReducer as reduce, initialChatSession } from "./chat-session";
import { awaitingFirstWords, buildTimeline, lastStoredId } from "./chat-timeline";
import { rawIdOf } from "./global-id";

const gid = (raw: string) => btoa(`ChatMessage:${raw}`);
const stored = [
  { id: gid("m1"), role: "user", content: "Hi" },
  { id: gid("m2"), role: "assistant", content: "Hello!" },
];
const AT = "2026-11-21T10:00:00.000Z";

describe("rawIdOf", () => {
  it("reads the database id out of a global id", () => {
    expect(rawIdOf(gid("ee1fc422-c79e"))).toBe("ee1fc422-c79e");
    expect(rawIdOf("not base64!")).toBe("not base64!");
  });
});

describe("buildTimeline", () => {
  it("puts a local entry after the stored message it followed and drafts last", () => {
    let session = reduce(initialChatSession, { type: "voiceUnavailable", at: AT, after: "m1" });
    session = reduce(session, { type: "delta", replyTo: "m9", soFar: "Typing" });
    const kinds = buildTimeline(stored, session).map((item) => item.kind);
    expect(kinds).toEqual(["stored", "local", "local", "stored", "draft"]);
  });

  it("hides the message being sent once its stored copy is there", () => {
    const session = reduce(initialChatSession, {
      type: "send",
      clientMessageId: "c1",
      text: "Plan my day",
      voice: false,
      at: AT,
      after: lastStoredId(stored),
    });
    expect(buildTimeline(stored, session).filter((item) => item.kind === "local")).toHaveLength(1);
    const withCopy = [...stored, { id: gid("m3"), role: "user", content: "Plan my day" }];
    expect(buildTimeline(withCopy, session).filter((item) => item.kind === "local")).toHaveLength(0);
  });

  it("shows the typing indicator only until the first words arrive", () => {
    let session = reduce(initialChatSession, { type: "send", clientMessageId: "c1", text: "Hi", voice: false, at: AT, after: null });
    expect(awaitingFirstWords(session)).toBe(true);
    session = reduce(session, { type: "delta", replyTo: "u1", soFar: "Hello" });
    expect(awaitingFirstWords(session)).toBe(false);
    expect(awaitingFirstWords(initialChatSession)).toBe(false);
  });
});
