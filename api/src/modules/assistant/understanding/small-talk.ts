import { asksForSomething } from "./focus-slots.ts";

// "Good morning! chai pi li?", "Good night, will talk tomorrow": a greeting or a goodbye that asks for nothing.
const GREETING = /^(?:hi+|hello|hey|hiya|namaste|namaskar|good\s+(?:morning|afternoon|evening)|gm|morning|ram\s+ram)\b/i;
const GOODBYE = /^(?:good\s*night|gn|bye|goodbye|see\s+you|ttyl|talk\s+(?:to\s+you\s+)?(?:later|tomorrow)|shubh\s+ratri)\b/i;
// Words that make a greeting a question for Ria: "hello are you there", "hi can you help".
const TO_RIA = /\b(?:you|u|ria|help|working|there|online|awake)\b|\d/i;

/** The small talk a message is, when it is only that: Ria answers it in kind whatever the model read. */
export function smallTalkOnly(message: string): "chat.greet" | "chat.bye" | undefined {
  const said = message.trim();
  if (asksForSomething(said) || TO_RIA.test(said)) return undefined;
  if (GOODBYE.test(said)) return "chat.bye";
  return GREETING.test(said) ? "chat.greet" : undefined;
}
