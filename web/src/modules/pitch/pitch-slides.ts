import { OFFICE_LICENCES, type Offer } from "@ria/api/modules/catalog/price-catalogue.rules.ts";

/** One slide of the pitch deck: a title, a kicker above it, and its body in one of a few layouts. */
export interface PitchSlideContent {
  id: string;
  kicker: string;
  title: string;
  lead: string;
  points?: ReadonlyArray<{ title: string; text: string }>;
  prices?: ReadonlyArray<PitchPrice>;
  /** The last slide carries the calls to action. */
  closing?: boolean;
}

/** Spec section 9, "Pitch deck pricing". */
export interface PitchPrice {
  name: string;
  price: string;
  period: string;
  popular?: boolean;
}

/** The deck's short rupee figures: "Free", "₹25K", "₹2L+". */
export function compactInr(offer: Offer): string {
  const amount = offer.priceInr ?? 0;
  if (amount === 0) return "Free";
  const figure = amount >= 100_000 ? `₹${amount / 100_000}L` : amount >= 1000 ? `₹${amount / 1000}K` : `₹${amount}`;
  return offer.fromPrice ? `${figure}+` : figure;
}

/** Spec section 9: the prices the deck quotes, from the price catalogue (office licences, not the landing page's packages). */
export const PITCH_PRICES: readonly PitchPrice[] = OFFICE_LICENCES.offers.map((offer) => ({
  name: offer.name,
  price: compactInr(offer),
  period: offer.period,
  popular: offer.id === "business",
}));

/** Spec section 2: the seven slides, in order. */
export const PITCH_SLIDES: readonly PitchSlideContent[] = [
  {
    id: "intro",
    kicker: "Ria · Executive Assistant",
    title: "Your Always-On Executive Partner",
    lead: "An AI executive assistant for Indian CXOs, working where you already do: WhatsApp Business, email and calendar.",
    points: [
      { title: "200+", text: "messages handled a day" },
      { title: "50+", text: "social posts drafted" },
      { title: "24/7", text: "availability, in IST" },
    ],
  },
  {
    id: "challenge",
    kicker: "The communication challenge",
    title: "Executives drown in messages",
    lead: "A CXO's day is split across WhatsApp groups, inboxes and calendars, and every channel expects an answer now.",
    points: [
      { title: "Scattered channels", text: "Decisions hide in WhatsApp threads, email chains and meeting invites." },
      { title: "Lost follow-ups", text: "Promises made on a call are forgotten by the evening." },
      { title: "Calendar chaos", text: "Meetings clash across time zones and assistants." },
    ],
  },
  {
    id: "features",
    kicker: "Core features",
    title: "One partner for every channel",
    lead: "Ria understands how Indian executives write, in English and Hinglish, and acts on it.",
    points: [
      { title: "Reminders and tasks", text: "“Remind me kal shaam 6 baje” becomes a reminder at 6 pm IST." },
      { title: "Calendar scheduling", text: "Meetings booked with clash warnings." },
      { title: "WhatsApp and email", text: "Triage, smart replies and a morning brief." },
      { title: "Automation rules", text: "Keyword, email, calendar and scheduled triggers." },
    ],
  },
  {
    id: "market",
    kicker: "Target market",
    title: "Built for Indian CXOs",
    lead: "Founders, CEOs and CXOs of growing Indian companies who run their business from their phone.",
    points: [
      { title: "CXOs and founders", text: "Leaders whose time is the company's scarcest resource." },
      { title: "Family businesses", text: "Owners who run operations over WhatsApp." },
      { title: "Enterprise teams", text: "Branded instances with team dashboards." },
    ],
  },
  {
    id: "pricing",
    kicker: "Pricing strategy",
    title: "Start free, grow with us",
    lead: "A 7-day trial proves the value before any commitment.",
    prices: PITCH_PRICES,
  },
  {
    id: "roadmap",
    kicker: "Roadmap",
    title: "Where Ria goes next",
    lead: "From a personal assistant to the executive office's operating system.",
    points: [
      { title: "Now", text: "WhatsApp, email and calendar; reminders, scheduler and automation rules." },
      { title: "Next", text: "Voice and video calls, CRM integration and team delegation." },
      { title: "Later", text: "Personal tuning and branded enterprise instances." },
    ],
  },
  {
    id: "contact",
    kicker: "Contact and next steps",
    title: "Let's put Ria to work for you",
    lead: "A 30-minute consultation, a custom demo, then a pilot: onboarding within 48 hours.",
    points: [
      { title: "1. Consultation", text: "A 30-minute call about your day." },
      { title: "2. Custom demo", text: "Ria on your own channels." },
      { title: "3. Pilot", text: "Full onboarding within 48 hours." },
    ],
    closing: true,
  },
];

/** The message a chat opened by "Schedule Demo" starts with. */
export const SCHEDULE_DEMO_MESSAGE = "Hi! I saw the Ria pitch deck and would like to schedule a demo.";
