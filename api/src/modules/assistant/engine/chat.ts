import { type Intent } from "./intent.ts";
import { istParts } from "../../../rules/ist.rules.ts";
import { oneOf, pattern } from "./pattern.ts";

const END = String.raw`(?:\s+(?:ria|there|again|so much|a lot|a ton|ji|yaar|bhai))*[\s!.?,:)\-]*$`;
const HEALTH = pattern(
  [
    "^",
    oneOf([
      String.raw`health\s*check`,
      String.raw`status(?:\s+check)?`,
      String.raw`system\s+status`,
      "ping",
      "test",
      String.raw`are\s+you\s+(?:working|up|alive|online|there|ok|okay|running)`,
      String.raw`r\s+u\s+(?:working|there|up)`,
      String.raw`you\s+there`,
      String.raw`is\s+(?:the\s+)?(?:system|ria|everything|it)\s+(?:up|working|ok|okay|running)`,
      String.raw`kaam\s+kar\s+rahi\s+ho`,
    ]),
    END,
  ],
  "i",
);
const HELP = pattern(
  [
    "^",
    oneOf([
      String.raw`help(?:\s+me)?`,
      String.raw`what\s+can\s+(?:you|i)\s+(?:do|ask)(?:\s+(?:for\s+me|here|with\s+you))?`,
      String.raw`what\s+do\s+you\s+do`,
      String.raw`how\s+(?:do|can)\s+(?:i|you)\s+(?:use\s+(?:you|this|ria)|help(?:\s+me)?)`,
      String.raw`how\s+does\s+this\s+work`,
      String.raw`what\s+are\s+your\s+(?:features|capabilities|skills)`,
      "commands",
      "menu",
      "options",
      String.raw`\?+`,
      String.raw`(?:tum|aap)\s+kya\s+(?:kya\s+)?kar\s+sakti\s+ho`,
    ]),
    END,
  ],
  "i",
);
const GREETING = /^(?:hi+|hello+|hey+|hiya|yo|namaste|namaskar|good\s+(?:morning|afternoon|evening)|gm)\b/i;
const THANKS = /^(?:thanks|thank\s+you|thankyou|thx|ty|cheers|shukriya|dhanyavaad|dhanyawad|much\s+appreciated|great,?\s+thanks)\b/i;
const HOW_ARE_YOU = /^(?:how\s+are\s+you|how\s+are\s+things|how'?s\s+it\s+going|kaise\s+ho|kaisi\s+ho|kya\s+haal\s+hai)\b/i;
const BYE = /^(?:bye|goodbye|good\s*night|see\s+you|ttyl|alvida|chalo\s+bye)\b/i;
const ACK = /^(?:ok|okay|cool|great|nice|perfect|awesome|got\s+it|sounds\s+good|theek\s+hai|thik\s+hai|accha|achha|done)\b/i;

/** "health check", "are you working": the caller answers with the live health of the service. */
export function detectHealth(text: string): Intent | null {
  return HEALTH.test(text) ? { kind: "health" } : null;
}

/** "what can you do", "help": the caller shows what Ria can do. */
export function detectHelp(text: string): Intent | null {
  return HELP.test(text) ? { kind: "help" } : null;
}

const whole = (r: RegExp): RegExp => new RegExp(`^(?:${r.source.slice(1)})${END}`, "i");
// "Urgent:", "This is important -": how much a request matters, said before it; the request itself follows.
const URGENCY_OPENER = pattern(
  [
    String.raw`^(?:(?:this\s+is|it\s+is|it'?s|its)\s+)?(?:very\s+|really\s+|super\s+)?`,
    String.raw`(?:urgent|important|asap|high\s+priority|top\s+priority)\s*[:,;!.\-–—]+\s*`,
    String.raw`|^urgently\s+`,
  ],
  "i",
);
const OPENERS = pattern(
  [
    String.raw`^(?:${GREETING.source.slice(1)}|${THANKS.source.slice(1)}|ok(?:ay)?,)`,
    String.raw`(?:\s+(?:ria|there|again|so much|ji|yaar|a lot))*[\s!.,:;?-]*`,
  ],
  "i",
);
// "Can you please", "I'd like you to": a polite frame around the request.
const POLITE_ASK = pattern(
  [
    "^",
    oneOf([
      String.raw`(?:can|could|would|will)\s+you\s+(?:please\s+)?`,
      String.raw`please\s+`,
      String.raw`pls\s+`,
      String.raw`plz\s+`,
      String.raw`kindly\s+`,
      String.raw`i\s+(?:want|would\s+like|need)\s+you\s+to\s+`,
      String.raw`i'?d\s+like\s+you\s+to\s+`,
    ]),
  ],
  "i",
);

/** Greetings, thanks, goodbyes and acknowledgements with nothing else asked; the reply suits the IST time of day. */
export function detectSmalltalk(text: string, now: Date): Intent | null {
  const rest = stripCourtesy(text);
  const reply = (r: string): Intent => ({ kind: "smalltalk", reply: r });
  if (whole(THANKS).test(text) || (rest === "" && THANKS.test(text))) {
    return reply("You're welcome! Anything else I can take off your plate?");
  }
  if (whole(HOW_ARE_YOU).test(rest)) return reply("All good and ready to help. What's on your mind?");
  if (whole(BYE).test(rest)) return reply("Talk soon. I'll keep an eye on your reminders.");
  if (whole(ACK).test(rest)) return reply("Great. Tell me whenever you need something else.");
  if (rest !== "") return null;
  return reply(
    `${greetingFor(now)}! I'm Ria. I can set reminders, schedule meetings, manage your task list and draft content. ` +
      "What would you like to do?",
  );
}

/** Strips greetings, thanks and polite openers around a request: "Hi Ria, can you please remind me..." -> "remind me...". */
export function stripCourtesy(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 4; i++) {
    const before = out;
    out = out
      .replace(OPENERS, "")
      .replace(URGENCY_OPENER, "")
      .replace(/^(?:ria\b[\s,:-]*)/i, "")
      .replace(POLITE_ASK, "")
      .replace(/[\s,]*(?:please|pls|plz|thanks|thank\s+you|ria)?[\s!.?,]*$/i, "")
      .trim();
    if (out === before) break;
  }
  return out;
}

function greetingFor(now: Date): string {
  const { hour } = istParts(now);
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}
