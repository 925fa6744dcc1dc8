/** Spec section 9: five quick suggestions; the chat offers the first three. */
export const QUICK_SUGGESTIONS = [
  "Remind me to call Rahul tomorrow at 5pm",
  "Schedule a meeting with the CFO next Monday at 11 for 45 minutes",
  "Add approve marketing budget to my task list",
  "What's on my calendar tomorrow?",
  "Give me 3 Instagram post ideas about sustainable leadership",
] as const;

/** How many suggestions the chat shows (spec section 9). */
export const SUGGESTIONS_SHOWN = 3;

/** The suggestions on screen: the first three of five. */
export function shownSuggestions(): readonly string[] {
  return QUICK_SUGGESTIONS.slice(0, SUGGESTIONS_SHOWN);
}
