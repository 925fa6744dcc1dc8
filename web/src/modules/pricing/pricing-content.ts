/** Spec section 2's marketing claims, shown as trust figures. */
export const TRUST_STATS = [
  { value: "1000+", label: "CXOs served" },
  { value: "4.9/5", label: "Average rating" },
  { value: "99.9%", label: "Uptime" },
  { value: "30-day", label: "Money-back guarantee" },
  { value: "14-day", label: "Free trial, no credit card" },
] as const;

/** Questions executives ask before choosing a plan. */
export const PRICING_FAQ = [
  {
    question: "Is there a free trial?",
    answer: "Yes. Essentials comes with a 14-day free trial, and no credit card is needed to begin.",
  },
  {
    question: "How does yearly billing work?",
    answer: "Yearly billing costs 20% less than paying monthly. You pay for the year up front and the saving is shown on each plan.",
  },
  {
    question: "Can I change plans later?",
    answer: "Yes. Move between Essentials and Professional whenever your needs change, and our team sets it up for you.",
  },
  {
    question: "Is my data secure?",
    answer: "Every interaction is encrypted, access is NDA-gated and tiered, media is not stored, and you can ask Ria to erase her memory.",
  },
  {
    question: "What if Ria isn't right for us?",
    answer: "Every plan has a 30-day money-back guarantee. Tell us within 30 days and we refund you in full.",
  },
] as const;

/** Spec section 2: the message a plan enquiry opens WhatsApp with. */
export const BUY_MESSAGE = "I am curious to know more and interested to buy";
