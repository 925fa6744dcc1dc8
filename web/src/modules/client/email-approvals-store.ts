import type { RecordSourceProxy } from "relay-runtime";

// The client's profile has no id of its own: the dashboard reads it through the viewer, and so do these updates.
const clientRecord = (store: RecordSourceProxy) => store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("client");

/**
 * Takes a decided reply off the client's awaiting list, so the approvals card drops it at once. By its id field: the
 * store keys an EmailReply as "EmailReply:<id>" (relay/data-id.ts), not by the id itself.
 */
export function dropAwaitingReply(store: RecordSourceProxy, replyId: string): void {
  const client = clientRecord(store);
  const awaiting = client?.getLinkedRecords("emailRepliesAwaiting");
  if (!client || !awaiting) return;
  client.setLinkedRecords(
    awaiting.filter((reply) => reply != null && reply.getValue("id") !== replyId),
    "emailRepliesAwaiting",
  );
}

/** Puts the VIP list a mutation answered (the whole list) on the client's record. */
export function setEmailVips(store: RecordSourceProxy, vips: readonly string[]): void {
  clientRecord(store)?.setValue([...vips], "emailVips");
}
