import { ConnectionHandler, ROOT_ID } from "relay-runtime";

/** The outbox connections on screen (the WhatsApp test bench's and the integrations page's); each `first: 50`, unfiltered. */
export const OUTBOX_CONNECTION_KEYS = ["WhatsAppTestPage_outbox", "IntegrationsPage_outbox"] as const;

/** Their store ids: `whatsappActivity` puts what Ria sent at their top (`@prependNode`). */
export function outboxConnectionIds(): string[] {
  return OUTBOX_CONNECTION_KEYS.map((key) => ConnectionHandler.getConnectionID(ROOT_ID, key));
}
