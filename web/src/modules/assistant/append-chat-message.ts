import type { RecordSourceSelectorProxy } from "relay-runtime";

/** Adds a stored message to the end of the chat the page shows, once (events and mutations both bring it). */
export function appendChatMessage(store: RecordSourceSelectorProxy, messageId: string): void {
  const chat = store.getRoot().getLinkedRecord("chat");
  const message = store.get(messageId);
  if (!chat || !message) return;
  const messages = chat.getLinkedRecords("messages") ?? [];
  if (messages.some((record) => record?.getDataID() === messageId)) return;
  chat.setLinkedRecords([...messages, message], "messages");
}
