/** What Ria does from the chat (spec section 1), as the capability cards describe it. */
export const CAPABILITIES = [
  {
    id: "reminders",
    title: "Reminders",
    description: "“Remind me to call Rahul tomorrow at 5pm” — set in plain words, delivered on time in IST.",
  },
  { id: "calendar", title: "Calendar", description: "Meetings booked with the right length, and your day read back to you on request." },
  { id: "tasks", title: "Task lists", description: "Add, review and clear tasks as they come to mind, by typing or by voice." },
  { id: "content", title: "Content ideas", description: "Post ideas and drafts for Instagram and LinkedIn in a leader's voice." },
] as const;

/** How to get the most out of the chat (the page's usage tips). */
export const USAGE_TIPS = [
  "Say when: “tomorrow at 5pm”, “next Monday at 11”, “in 2 hours” — times are read in IST.",
  "Give meetings a length: “for 45 minutes”. Ria assumes 30 minutes otherwise.",
  "Ask about your day: “What's on my calendar tomorrow?”",
  "Hold the microphone to speak; release to send. Ria understands Indian English.",
] as const;

export type CapabilityId = (typeof CAPABILITIES)[number]["id"];
