/** A client's words about Ria, as the landing page quotes them. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/** The testimonials the landing page and /pricing quote (marketing copy): one source, so a person never changes company. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: "Ria clears two hundred WhatsApp messages before my first meeting. I see only the five that need me.",
    name: "Ananya Rao",
    role: "Chief Executive Officer",
    company: "Fintech, Bengaluru",
  },
  {
    quote: "Board prep used to eat my Sundays. Now the brief is waiting at seven, with every open item chased.",
    name: "Vikram Malhotra",
    role: "Managing Director",
    company: "Manufacturing, Pune",
  },
  {
    quote: "It books across three time zones without a single back-and-forth. My assistant finally has an assistant.",
    name: "Meera Iyer",
    role: "Chief Operating Officer",
    company: "Logistics, Mumbai",
  },
];
