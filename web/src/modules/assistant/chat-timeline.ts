import type { ChatSessionState, LocalEntry } from "./chat-session";
import { rawIdOf } from "./global-id";

/** What the timeline needs to know of a stored message; the bubble reads the rest from its fragment. */
export interface StoredMessage {
  id: string;
  role: string;
  content: string;
}

export type TimelineItem<T extends StoredMessage> =
  | { kind: "stored"; key: string; message: T }
  | { kind: "local"; key: string; entry: LocalEntry }
  | { kind: "draft"; key: string; text: string };

/**
 * The conversation as shown: stored messages in order, each local entry after the stored message
 * it followed when it was made, then the replies still streaming. A message being sent hides as
 * soon as its stored copy arrives (the subscription can beat the mutation's answer).
 */
export function buildTimeline<T extends StoredMessage>(stored: readonly T[], session: ChatSessionState): TimelineItem<T>[] {
  const rawIds = stored.map((message) => rawIdOf(message.id));
  const indexOf = new Map(rawIds.map((id, index) => [id, index]));
  const visible = session.local.filter((entry) => !(entry.state === "sending" && hasStoredCopy(entry, stored, indexOf)));

  const byAnchor = new Map<string, LocalEntry[]>();
  const trailing: LocalEntry[] = [];
  for (const entry of visible) {
    const anchor = entry.after === null ? "" : entry.after;
    if (anchor !== "" && !indexOf.has(anchor)) trailing.push(entry);
    else byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), entry]);
  }

  const items: TimelineItem<T>[] = [];
  const pushLocal = (entries: LocalEntry[] | undefined) =>
    entries?.forEach((entry) => items.push({ kind: "local", key: entry.key, entry }));
  pushLocal(byAnchor.get(""));
  stored.forEach((message, index) => {
    items.push({ kind: "stored", key: message.id, message });
    pushLocal(byAnchor.get(rawIds[index]!));
  });
  pushLocal(trailing);
  for (const [replyTo, text] of Object.entries(session.drafts)) {
    if (text) items.push({ kind: "draft", key: `draft-${replyTo}`, text });
  }
  return items;
}

function hasStoredCopy(entry: LocalEntry, stored: readonly StoredMessage[], indexOf: Map<string, number>): boolean {
  const from = entry.after === null ? 0 : (indexOf.get(entry.after) ?? -1) + 1;
  return stored.slice(from).some((message) => message.role === "user" && message.content === entry.content);
}

/** True while the pending send has no reply text on screen yet: the typing indicator shows. */
export function awaitingFirstWords(session: ChatSessionState): boolean {
  if (!session.pending) return false;
  const { replyTo } = session.pending;
  return !(replyTo && session.drafts[replyTo]) && Object.values(session.drafts).every((text) => !text);
}

/** The raw id of the last stored message: where a new local entry anchors. */
export function lastStoredId(stored: readonly StoredMessage[]): string | null {
  const last = stored.at(-1);
  return last ? rawIdOf(last.id) : null;
}
