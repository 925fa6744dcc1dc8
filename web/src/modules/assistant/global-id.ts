/**
 * The raw database id inside a Relay global id ("ChatMessage:<uuid>", base64). Chat events name
 * the message a reply answers by its raw id (`replyTo`), so the chat compares ids in this form.
 */
export function rawIdOf(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(":");
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}
