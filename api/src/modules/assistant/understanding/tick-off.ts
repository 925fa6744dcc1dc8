// "Called the CA, tick it off", "Nasscom reply sent - check that one off", "mark it as done": an item ticked off a list,
// however unsure the model was of the message.
const TICK_OFF = new RegExp(
  String.raw`\b(?:tick|check|cross|strike|knock)\s+(?:(?:it|that|this|them|those)\s+|(?:that|this)\s+one\s+)?off\b|` +
    String.raw`\bmark\s+(?:it|that|this|them|(?:that|this)\s+one)\s+(?:as\s+)?(?:done|completed?|finished)\b`,
  "i",
);

export const ticksOff = (message: string): boolean => TICK_OFF.test(message);
