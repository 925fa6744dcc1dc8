import { ConnectionHandler, generateClientID, ROOT_ID } from "relay-runtime";

/** The chat's message connection key (ChatPanel's fragment); sends and `chatEvents` append stored messages to it. */
export const CHAT_MESSAGES_CONNECTION_KEY = "ChatPanel_messages";

/**
 * The store id of the chat's message connection. `Query.chat` has no id of its own, so Relay keeps it
 * under the root's client id; the append directives need it as a variable.
 */
export function chatMessagesConnectionId(): string {
  return ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, "chat"), CHAT_MESSAGES_CONNECTION_KEY);
}
