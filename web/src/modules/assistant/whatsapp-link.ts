/** A WhatsApp chat link (spec section 7): the number's digits and a URL-encoded first message. */
export function whatsAppLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
