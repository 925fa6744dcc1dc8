// Hindi puts the verb last ("Rahul ko call karna yaad dilana"); these rules turn such requests into English word order.

const REMIND =
  /\b(?:yaad\s+(?:dilaa?(?:na|\s*dena|\s*do|iye|yiye|ana|\s*dijiye)?|karaa?(?:na|\s*dena|\s*do)?)|remind\s+(?:karna|karo|kar\s*dena|kar\s*do|kariye|kar\s*dijiye|kar\s*dijiyega))\b/i;

const SCHEDULE =
  /\b(meeting|call|sync|catch-?up|review|appointment|lunch|dinner)\s+(?:rakh\s*(?:do|dena|dijiye|lo)|rakho|rakhni\s+hai|rakhna|fix\s*(?:karo|kar\s*do|kar\s*dena|kijiye)|set\s*(?:karo|kar\s*do)|schedule\s*(?:karo|kar\s*do|kar\s*dena)|book\s*(?:karo|kar\s*do)|laga\s*(?:do|dena)|arrange\s*(?:karo|kar\s*do))\b/i;

const MONTH = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec";
const WEEKDAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

/** Time phrases in the English that translateHinglishTime produces; they are lifted out before reordering. */
const TIME_SPAN = new RegExp(
  [
    String.raw`\b(?:on\s+)?(?:day after tomorrow|tomorrow|today|tonight|yesterday|now)\b`,
    String.raw`\b(?:morning|afternoon|evening|night)\b`,
    String.raw`\b(?:next|this|coming)\s+(?:week|month|${WEEKDAY})\b`,
    String.raw`\b(?:on\s+)?(?:${WEEKDAY})\b`,
    String.raw`(?:\bat\s+)?\b\d{1,2}(?::\d{2})?\s*(?:am|pm|o'clock)(?![a-z])`,
    String.raw`(?:\bat\s+)?\b\d{1,2}:\d{2}\b`,
    String.raw`\b(?:in|for)\s+\d+(?:\.\d+)?\s*(?:hours?|hrs?|minutes?|mins?)\b`,
    String.raw`\b(?:on\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})[a-z]*\b`,
    String.raw`\b(?:on\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b`,
  ].join("|"),
  "gi",
);

const DO = String.raw`(?:karna|karo|kar\s*dena|kar\s*do|kar\s*lena|karne|kariye|kar\s*dijiye)`;
const TASK_RULES: Array<[RegExp, string]> = [
  [new RegExp(String.raw`^(.+?)\s+ko\s+(.+?)\s+(?:bhejna|bhej\s*dena|bhejo|bhej\s*do)$`, "i"), "send $2 to $1"],
  [new RegExp(String.raw`^(.+?)\s+ko\s+(call|phone|email|mail|message|text|whatsapp|ping|remind|congratulate|invite|pay|thank)\s*${DO}?$`, "i"), "$2 $1"],
  [new RegExp(String.raw`^(.+?)\s+ko\s+(?:payment|paise|pay)\s*(?:${DO}|bhejna|dena)?$`, "i"), "pay $1"],
  [new RegExp(String.raw`^(.+?)\s+se\s+baat\s+${DO}$`, "i"), "talk to $1"],
  [/^(.+?)\s+se\s+(?:milna|mil\s*lena|milo)$/i, "meet $1"],
  [/^(.+?)\s+(?:bhejna|bhej\s*dena|bhejo|bhej\s*do)$/i, "send $1"],
  [/^(.+?)\s+(?:jaana|jana|jaana\s+hai|jaana\s+hoga)$/i, "go to $1"],
  [/^(.+?)\s+(?:dekhna|dekh\s*lena|dekho)$/i, "review $1"],
  [/^(?:dawai|dawa|medicine|tablet|goli)\s+(?:lena|le\s*lena|khana|kha\s*lena)$/i, "take medicine"],
  [/^(.+?)\s+(?:lena|le\s*lena|lana|le\s*aana)$/i, "pick up $1"],
  [new RegExp(String.raw`^(.+?)\s+(pay|review|check|submit|approve|sign|finalise|finalize|prepare|book|update|cancel|confirm|share|renew|file|call|email|follow up on)\s*${DO}$`, "i"), "$2 $1"],
  [new RegExp(String.raw`^(.+?)\s+${DO}$`, "i"), "$1"],
];

/** Rewrites a Hinglish reminder or meeting request (time words already in English) as an English sentence, or null. */
export function rewriteHinglishRequest(text: string): string | null {
  const remind = REMIND.exec(text);
  const schedule = remind ? null : SCHEDULE.exec(text);
  if (!remind && !schedule) return null;
  const matched = (remind ?? schedule)![0];
  const body = text.replace(matched, " ").replace(/\b(mujhe|please|plz|zara|ria|ek)\b/gi, " ");
  const times = body.match(TIME_SPAN) ?? [];
  const rest = tidy(body.replace(TIME_SPAN, " "));
  const when = times.map((t) => t.trim()).join(" ");
  if (remind) return tidy(rest ? `remind me to ${hinglishTask(rest)} ${when}` : `remind me ${when}`);
  const noun = schedule![1]!.toLowerCase();
  return tidy(`schedule a ${noun} ${hinglishMeetingDetails(rest)} ${when}`);
}

/** "Rahul ko call karna" -> "call Rahul": the object moves after the verb. */
export function hinglishTask(task: string): string {
  for (const [pattern, replacement] of TASK_RULES) {
    if (pattern.test(task)) return task.replace(pattern, replacement);
  }
  return task;
}

/** "CFO ke saath budget pe" -> "with CFO about budget". */
function hinglishMeetingDetails(rest: string): string {
  let who = "";
  let about = "";
  const left = rest
    .replace(/^(.+?)\s+(?:ke\s+saath|ke\s+sath|ke\s+sang|se)\b/i, (_m, w: string) => ((who = w), " "))
    .replace(/(.+?)\s+(?:ke\s+baare\s+mein|ke\s+bare\s+me|pe|par)\b/i, (_m, t: string) => ((about = t.trim()), " "))
    .replace(/\b(?:ki|ka|ke|ek)\b/gi, " ");
  return [who && `with ${who}`, about && `about ${about}`, left].join(" ");
}

function tidy(text: string): string {
  return text.replace(/[,;]+/g, " ").replace(/\s+/g, " ").trim();
}
