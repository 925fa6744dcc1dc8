import type { RecordSourceProxy } from "relay-runtime";

// The client's profile has no id of its own: the dashboard reads it through the viewer, and so do these updates.
const clientRecord = (store: RecordSourceProxy) => store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("client");

/**
 * Puts the morning brief's time or the email choice on the client's record, so the dashboard shows it at once: the
 * delivery card, and Ria's note that says when the brief arrives.
 */
export function setDelivery(store: RecordSourceProxy, delivery: { briefTime?: string; byEmail?: boolean }): void {
  const client = clientRecord(store);
  if (!client) return;
  if (delivery.briefTime !== undefined) client.setValue(delivery.briefTime, "briefTime");
  if (delivery.byEmail !== undefined) client.setValue(delivery.byEmail, "byEmail");
}
