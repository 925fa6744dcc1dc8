/**
 * The few Hinglish sentence shapes executives use for what a draft should say, rewritten as English, so an English
 * draft never carries Hindi words. Each rule is a row with an example, and a test proves every example.
 */

/** Past participles of the English verbs said inside Hinglish ("postpone ho gayi" is "has been postponed"). */
const PARTICIPLES: Record<string, string> = {
  postpone: "postponed",
  prepone: "moved earlier",
  cancel: "cancelled",
  confirm: "confirmed",
  approve: "approved",
  finalise: "finalised",
  finalize: "finalised",
  complete: "completed",
  ship: "shipped",
  deliver: "delivered",
  send: "sent",
  share: "shared",
  sign: "signed",
  close: "closed",
  book: "booked",
  reschedule: "rescheduled",
  shift: "moved",
  move: "moved",
  receive: "received",
  clear: "cleared",
  pay: "paid",
  release: "released",
  launch: "launched",
  start: "started",
  submit: "submitted",
  update: "updated",
  fix: "fixed",
  settle: "settled",
};
const HINDI_VERBS: Record<string, string> = {
  bhej: "send",
  de: "give",
  kar: "do",
  bata: "tell",
  dikha: "show",
  bana: "prepare",
  mil: "meet",
  bhar: "pay",
  le: "take",
};

type Rule = { pattern: RegExp; english: (m: RegExpExecArray) => string; example: [string, string] };

const verb = (word: string) => HINDI_VERBS[word.toLowerCase()] ?? word.toLowerCase();
const done = (word: string) => PARTICIPLES[word.toLowerCase()] ?? `${word.toLowerCase()}ed`;

/** "extend" -> "extending", "move" -> "moving", "ship" -> "shipping". */
const ing = (word: string) => {
  const w = verb(word);
  if (/e$/.test(w) && !/ee$/.test(w)) return `${w.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)) return `${w}${w.at(-1)}ing`;
  return `${w}ing`;
};

export const HINGLISH_RULES: Rule[] = [
  {
    pattern: /^(?:hum|ham)\s+(.+?)\s+(\w+)\s+(?:kar|kr)\s+rahe\s+(?:hain|hai|h|he)$/i,
    english: (m) => `we are ${ing(m[2]!)} ${m[1]}`,
    example: ["hum unka contract 31 March tak extend kar rahe hain", "we are extending their contract by 31 March"],
  },
  {
    pattern: /^(.+?)\s+(\w+)\s+ho\s+(?:gaya|gayi|gaye|gya|gyi|chuka|chuki|chuke)(?:\s+(?:hai|hain|h|he))?$/i,
    english: (m) => `${m[1]} has been ${done(m[2]!)}`,
    example: ["meeting postpone ho gayi hai", "meeting has been postponed"],
  },
  {
    pattern: /^(.+?)\s+(\w+)\s+(?:kar|kr|de)\s+(?:diya|diye|di|dia)(?:\s+(?:hai|hain|h|he))?$/i,
    english: (m) => `${m[1]} has been ${done(verb(m[2]!))}`,
    example: ["invoice send kar diya hai", "invoice has been sent"],
  },
  {
    pattern: /^(.+?)\s+(\w+)\s+(?:kar|kr|de)?\s*(?:denge|dengi|dunga|dungi|lenge|karenge|krenge)$/i,
    english: (m) => `we will ${verb(m[2]!)} ${m[1]}`,
    example: ["proposal Monday tak bhej denge", "we will send proposal by Monday"],
  },
  {
    pattern: /^(.+?)\s+(\w+)\s+(?:ho\s+)?(?:jayega|jayegi|jaayega|jaayegi|jaega|jaegi|hoga|hogi)$/i,
    english: (m) => `${m[1]} will be ${m[2]!.toLowerCase() === "ready" ? "ready" : done(verb(m[2]!))}`,
    example: ["report ready ho jayegi", "report will be ready"],
  },
  {
    pattern: /^(.+?)\s+(ready|done|final|late|confirmed|pending|delayed)\s+(?:hai|hain|h|he)$/i,
    english: (m) => `${m[1]} is ${m[2]!.toLowerCase()}`,
    example: ["deck ready hai", "deck is ready"],
  },
  {
    pattern: /^(.+?)\s+nahi\s+(?:(?:ho|aa|kar)\s+pa(?:y|a)e(?:ga|gi|nge)|hog[ai])$/i,
    english: (m) => `${m[1]} will not be possible`,
    example: ["kal ki meeting nahi ho payegi", "tomorrow's meeting will not be possible"],
  },
];

/** Words around the verb: days, "by", "with", "for"; applied after the sentence shape. */
const WORDS: Array<[RegExp, string]> = [
  [/\b(\d{1,2}\s+[A-Za-z]{3,9})\s+tak\b/g, "by $1"],
  [/\b(?:unka|unki|unke)\b/gi, "their"],
  [/\b(?:hamara|hamari|hamare)\b/gi, "our"],
  [/\bkal\s+ki\s+(\w+)/gi, "tomorrow's $1"],
  [/\baaj\s+ki\s+(\w+)/gi, "today's $1"],
  [/\b(\w+)\s+tak\b/gi, "by $1"],
  [/\b(\w+)\s+ke\s+saath\b/gi, "with $1"],
  [/\b(\w+)\s+ke\s+liye\b/gi, "for $1"],
  [/\bkal\b/gi, "tomorrow"],
  [/\baaj\b/gi, "today"],
  [/\bparso\b/gi, "the day after tomorrow"],
  [/\b(?:abhi|turant)\b/gi, "right away"],
  [/\s+(?:hai|hain|na|yaar|ji)$/gi, ""],
];

// Hindi function words that would betray an untranslated sentence.
const HINDI = /\b(?:hai|hain|ko|ki|ka|ke|se|mein|nahi|kar|karna|karo|hoga|gaya|gayi|denge|tak|wala|wali|aur|bhi)\b/i;

/** Whether a phrase is Hinglish rather than English. */
export function isHinglish(text: string): boolean {
  const verbEnding =
    /\b(?:denge|dunga|dungi|gaya|gayi|gaye|hoga|hogi|karo|jayega|jayegi|jaayega|payega|payegi|diya|karenge)\b|\b(?:hai|hain)\s*$/i;
  return (text.match(new RegExp(HINDI.source, "gi")) ?? []).length >= 2 || verbEnding.test(text);
}

/** The English of a Hinglish topic, or the topic unchanged when it is English or its shape is not one of the rules. */
export function toEnglish(topic: string): string {
  if (!isHinglish(topic)) return topic;
  const rule = HINGLISH_RULES.map((r) => [r, r.pattern.exec(topic.trim())] as const).find(([, m]) => m);
  let out = rule ? rule[0].english(rule[1]!) : topic;
  for (const [pattern, english] of WORDS) out = out.replace(pattern, english);
  return out.replace(/\s+/g, " ").trim();
}
