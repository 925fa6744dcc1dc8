/** Spec sections 2 and 9: the message a chat opened from the contact dialog or a plan starts with. */
export const INTEREST_MESSAGE = "I am curious to know more and interested to buy";

/** Spec section 2: the message the navigation dialog's Support button starts a chat with. */
export const SUPPORT_MESSAGE = "Hi! I need platform support.";

/** Spec section 9: how long after a submitted request the chat with the team opens. */
export const CHAT_REDIRECT_DELAY_MS = 1000;

/** A WhatsApp chat link: the digits of the number and the URL-encoded message. */
export function whatsappChatUrl(whatsappNumber: string, message: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** A phone number as dial links want it: its digits, with the leading + of an international number kept. */
export function dialablePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return phone.trim().startsWith("+") ? `+${digits}` : digits;
}

/** A FaceTime video call to the number. */
export function facetimeUrl(phone: string): string {
  return `facetime:${dialablePhone(phone)}`;
}

/** A phone call to the number. */
export function telUrl(phone: string): string {
  return `tel:${dialablePhone(phone)}`;
}

/**
 * Opens a link in a new tab that gets no handle on this page. Returns false when the browser
 * refused (a popup blocker), so the caller can offer the link instead.
 */
export function openInNewTab(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  // Not the "noopener" feature: with it, window.open always returns null and a blocked tab goes unnoticed.
  const tab = open(url, "_blank");
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // The tab already left about:blank; it opened all the same.
  }
  return true;
}
