/**
 * The landing hero's sample exchange: one request on WhatsApp and what Ria did with it, the same
 * actions the chat shows (a meeting booked, a reminder set). Static: the first screen fetches nothing.
 */
export const HERO_CHAT = {
  /** Any day at 9:41 am IST: the bubbles show only the time of day. */
  sentAt: "2026-01-05T09:41:00+05:30",
  request: "Book a call with Priya Nair of Tata Motors tomorrow at 4 pm for 30 min. Remind me an hour before.",
  reply: "Done. The call is booked for tomorrow at 4:00 pm; I'll remind you at 3:00 pm.",
  actions: [
    { type: "calendar", status: "scheduled", title: "Call with Priya Nair, Tata Motors", when: "Tomorrow, 4:00 pm IST · 30 min" },
    { type: "reminder", status: "scheduled", title: "Call with Priya Nair", when: "Tomorrow, 3:00 pm IST" },
  ],
  caption: "One WhatsApp message: the meeting booked, the reminder set.",
} as const;
