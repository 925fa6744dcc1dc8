/** What Ria says when asked what she can do: one example per skill, including Hinglish. */
export const HELP_TEXT = [
  "Here's what I can do for you:",
  '• Reminders: "Remind me to call Rahul tomorrow at 5 pm" or "kal shaam 6 baje Rahul ko call karna yaad dilana"',
  '• Meetings: "Schedule a meeting with the CFO next Monday at 11 for 45 minutes"',
  '• Your schedule: "What\'s on my calendar tomorrow?" or "What reminders do I have today?"',
  '• Task list: "Add approve marketing budget to my task list", "Show my tasks", "Mark the budget task done"',
  '• Content: "Give me 3 Instagram post ideas about sustainable leadership" or "Draft a LinkedIn post announcing our Series B"',
  "All times are in IST.",
].join("\n");
