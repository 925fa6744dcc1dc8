/** A WhatsApp number (digits with the country code) as people write it: +91 98765 43210 for an Indian mobile. */
export function formatWhatsAppNumber(digits: string): string {
  if (/^91\d{10}$/.test(digits)) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return `+${digits}`;
}
