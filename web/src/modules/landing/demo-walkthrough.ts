/** One step of the Watch Demo walkthrough: what happens, and the exchange that shows it. */
export interface WalkthroughStep {
  title: string;
  caption: string;
  exchange: ReadonlyArray<{ from: "you" | "ria"; text: string }>;
}

/** The product walkthrough shown by Watch Demo (no video: a short, readable story in four steps). */
export const WALKTHROUGH: readonly WalkthroughStep[] = [
  {
    title: "Message Ria like you would your chief of staff",
    caption: "Ria lives in WhatsApp Business. Send a line, a voice note or a forwarded thread.",
    exchange: [
      { from: "you", text: "Move my 4 pm with Kapoor to tomorrow morning and remind me to review the term sheet tonight." },
      {
        from: "ria",
        text: "Done. Kapoor moved to tomorrow 10:00 IST, invite updated. Reminder set for 9:00 pm tonight: review the term sheet.",
      },
    ],
  },
  {
    title: "Ria acts across email and calendar",
    caption: "It reads, drafts and books, and always tells you what it did.",
    exchange: [
      { from: "you", text: "Any emails I must answer today?" },
      {
        from: "ria",
        text: "Three. The board secretary needs the Q3 deck by 6 pm; I've drafted a reply. Two vendor follow-ups can wait till Monday.",
      },
    ],
  },
  {
    title: "Your morning brief at 7:00",
    caption: "Schedule, priorities and decisions due, before your first call.",
    exchange: [
      {
        from: "ria",
        text:
          "Good morning. 5 meetings today, first at 9:30 with the CFO. " +
          "2 decisions due: hiring plan and Mumbai lease. 1 flight change confirmed.",
      },
    ],
  },
  {
    title: "Always in your control",
    caption: "Two-factor confirmations for anything sensitive, and a memory you can erase at any time.",
    exchange: [
      { from: "ria", text: "You asked me to share the investor update with 12 people. Reply YES to confirm." },
      { from: "you", text: "YES" },
    ],
  },
];
