/**
 * Whose chat, reminders and lists these are: a signed-in client, or a visitor chatting as a
 * guest (identified by a cookie, data kept 7 days, stricter limits).
 */
export type Owner =
  | { kind: "user"; id: string; userId: string; planId: string; name: string; company: string }
  | { kind: "guest"; id: string; guestId: string };

export const GUEST_PREFIX = "guest:";
export const GUEST_RETENTION_DAYS = 7;

export function guestOwner(guestId: string): Owner {
  return { kind: "guest", id: `${GUEST_PREFIX}${guestId}`, guestId };
}

/** The owner id of someone writing to the business's WhatsApp number (their chat, allowance and daily sends). */
export function whatsAppGuestId(number: string): string {
  return `wa:${number}`;
}

/** Someone writing to the business's WhatsApp number: a guest known by the number WhatsApp verified, not by a cookie. */
export function whatsAppGuestOwner(number: string): Owner {
  return { kind: "guest", id: whatsAppGuestId(number), guestId: number };
}

/** A visitor known only by a cookie: limits follow their address too, so dropping the cookie resets nothing. */
export function isCookieGuest(owner: Owner): boolean {
  return owner.kind === "guest" && owner.id.startsWith(GUEST_PREFIX);
}

/** A signed-in user as an owner; an administrator has no client plan and gets the elite allowance. */
export function ownerFromUser(user: {
  id: string;
  name: string;
  client: { planId: string; company: string } | null;
}): Extract<Owner, { kind: "user" }> {
  return {
    kind: "user",
    id: user.id,
    userId: user.id,
    planId: user.client?.planId ?? "elite",
    name: user.name,
    company: user.client?.company ?? "",
  };
}
