import { asksForSomething } from "./focus-slots.ts";
import type { SlotValue } from "./model.ts";

// "Good morning! chai pi li?", "Good night, will talk tomorrow": a greeting or a goodbye that asks for nothing.
const GREETING = /^(?:hi+|hello|hey|hiya|namaste|namaskar|good\s+(?:morning|afternoon|evening)|gm|morning|ram\s+ram)\b/i;
const GOODBYE = /^(?:good\s*night|gn|bye|goodbye|see\s+you|ttyl|talk\s+(?:to\s+you\s+)?(?:later|tomorrow)|shubh\s+ratri)\b/i;
// Words that make a greeting a question for Ria: "hello are you there", "hi can you help".
const TO_RIA = /\b(?:you|u|ria|help|working|there|online|awake)\b|\d/i;
// News or a mood shared with Ria: "We just closed our Series A! 🎉", "beti ka admission ho gaya", "Long day."
const SHARING = new RegExp(
  String.raw`!|\p{Extended_Pictographic}|\b(?:we|our|my|i)\b.*\b(?:just|finally|got|closed|won|signed|cleared|launched|crossed)\b|` +
    String.raw`\b(?:ho|mil)\s+(?:gay[aie]|gai)\b|\b(?:long|tough|rough|bad|great|busy|hectic)\s+day\b|\bkharab\b|` +
    // "Just landed in Bangalore, traffic is insane": where one is, and how it feels.
    String.raw`\b(?:just|finally)\s+(?:landed|reached|arrived|got\s+(?:back|home|in)|wrapped\s+up)\b|` +
    String.raw`\b(?:insane|crazy|exhausted|knackered|tired|thak\s+gay[aie]|blast|amazing|awesome|fantastic|mast|badhiya|zabardast|` +
    String.raw`hectic|tiring)\b`,
  "iu",
);
// What the model may make of news it does not know for news: a change, a message to send, nothing Ria does. (A draft, a
// list or a meeting read into "congrats on the baby!!" is a request, and stays one.)
const NEWS_MISREAD_AS = new Set(["out_of_scope", "action.change", "action.cancel", "action.skip", "message.send", "fragment"]);
// "We just closed our Series A": "closed" is not ticking anything off unless a word says so.
const TICKS_OFF =
  /\b(?:mark\w*|tick\w*|cross\w*|strike|check(?:ed)?\s+off|done|complete\w*|finish\w*|ho\s+gaya|kar\s+(?:liya|li|diya|di))\b/i;
// "aaj ka din bahut hectic tha": the day news is about, not a time for anything.
const SAID_DAY = /^(?:aaj|today|kal|yesterday|tonight|this\s+(?:morning|evening))$/i;
// Words that ask for something to be written or sent, which "add", "book" and "remind" do not cover.
const ASKS_TO_WRITE = /\b(?:reply|respond|post|banao|bana\s+do|likh\w*|bhej\w*|message|whatsapp|e-?mail|mail|wish)\b/i;
// What a message must not hold to be only shared: a time, a length, something for a list.
const ACTIONABLE = new Set(["TIME", "DURATION", "SHIFT", "ITEM", "LIST"]);

// "Is the system working? My previous message is not going": whether Ria works, which the model may take for a request
// outside what she does.
const ASKS_IF_WORKING = new RegExp(
  String.raw`\b(?:system|app|bot|ria|you|u|service|messages?|whatsapp)\b[^.?!]*` +
    String.raw`\b(?:working|down|not\s+(?:going|sending|delivering)|stuck|chal\s+(?:raha|rahi))\b`,
  "i",
);
const WORKING_MISREAD_AS = new Set(["out_of_scope", "fragment"]);

/**
 * The small talk a message is, when it is only that: a greeting, a goodbye, news shared that asks for nothing, or whether
 * Ria is working. Ria answers it in kind, whatever the model read.
 */
export function smallTalkOnly(
  message: string,
  read: { intent: string; slots: SlotValue[] } = { intent: "fragment", slots: [] },
): "chat.greet" | "chat.bye" | "chat.ack" | "health" | undefined {
  const said = message.trim();
  if (WORKING_MISREAD_AS.has(read.intent) && ASKS_IF_WORKING.test(said)) return "health";
  if (asksForSomething(said)) return undefined;
  if (!TO_RIA.test(said)) {
    if (GOODBYE.test(said)) return "chat.bye";
    if (GREETING.test(said)) return "chat.greet";
  }
  const tickedOff = read.intent === "list.complete";
  // An item marked in news read as ticking something off, or as nothing Ria does, is not one for a list.
  const itemsMeanNothing = tickedOff || read.intent === "out_of_scope";
  const shares =
    (NEWS_MISREAD_AS.has(read.intent) || (tickedOff && !TICKS_OFF.test(said))) &&
    SHARING.test(said) &&
    !said.includes("?") &&
    !ASKS_TO_WRITE.test(said) &&
    !read.slots.some((slot) => ACTIONABLE.has(slot.slot) && !(itemsMeanNothing && (slot.slot === "ITEM" || SAID_DAY.test(slot.text))));
  return shares ? "chat.ack" : undefined;
}
