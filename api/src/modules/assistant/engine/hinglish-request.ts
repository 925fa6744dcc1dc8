import { riaChrono } from "./ria-chrono.ts";
import { IST_OFFSET_MINUTES } from "../../../rules/ist.rules.ts";
import { anyWord, pattern } from "./pattern.ts";

// Hindi puts the verb last ("Rahul ko call karna yaad dilana"); these rules turn such requests into English word order.

const REMIND = anyWord(
  [
    String.raw`yaad\s+(?:dilaa?(?:na|\s*dena|\s*do|iye|yiye|ana|\s*dijiye)?|karaa?(?:na|\s*dena|\s*do)?)`,
    String.raw`remind\s+(?:karna|karo|kar\s*dena|kar\s*do|kariye|kar\s*dijiye|kar\s*dijiyega)`,
  ],
  "i",
);
const SCHEDULE = anyWord(
  [
    String.raw`rakh\s*(?:do|dena|dijiye|lo)`,
    "rakho",
    String.raw`rakhni\s+hai`,
    "rakhna",
    String.raw`fix\s*(?:karo|kar\s*do|kar\s*dena|kijiye)`,
    String.raw`set\s*(?:karo|kar\s*do)`,
    String.raw`schedule\s*(?:karo|kar\s*do|kar\s*dena)`,
    String.raw`book\s*(?:karo|kar\s*do)`,
    String.raw`laga\s*(?:do|dena)`,
    String.raw`arrange\s*(?:karo|kar\s*do)`,
  ],
  "i",
);
const EVENT = /\b(?:meeting|call|sync|catch-?up|review|appointment|lunch|dinner|breakfast|workshop|interview|session|demo|presentation)\b/i;
// A Hindi infinitive followed by "hai" is a need ("doctor ke paas jaana hai"): Ria reminds.
const NEED = /\b(\w+(?:na|ni|ne))\s+(?:hai|hain|h|hoga|padega)\b/i;
const PERIOD = /\b(?:morning|afternoon|evening|night|tonight)\b/gi;

const DO = String.raw`(?:karna|karni|karo|kar\s*dena|kar\s*do|kar\s*lena|karne|kariye|kar\s*dijiye)`;
const TASK_RULES: Array<[RegExp, string]> = [
  [/^(.+?)\s+ko\s+(.+?)\s+(?:bhejna|bhejni|bhej\s*dena|bhejo|bhej\s*do)$/i, "send $2 to $1"],
  [/^(.+?)\s+(?:bhejna|bhejni|bhej\s*dena)\s+(.+?)\s+ko$/i, "send $1 to $2"],
  [/^(.+?)\s+ko\s+(?:phone|call)\s*(?:karna|karni|karo|kar\s*dena|kar\s*do|karne)?$/i, "call $1"],
  [
    new RegExp(String.raw`^(.+?)\s+ko\s+(email|mail|message|text|whatsapp|ping|remind|congratulate|invite|pay|thank)\s*${DO}?$`, "i"),
    "$2 $1",
  ],
  [new RegExp(String.raw`^(.+?)\s+ko\s+(?:payment|paise|pay)\s*(?:${DO}|bhejna|dena)?$`, "i"), "pay $1"],
  [new RegExp(String.raw`^(.+?)\s+se\s+baat\s+${DO}$`, "i"), "talk to $1"],
  [/^(.+?)\s+se\s+(?:milna|mil\s*lena|milo)$/i, "meet $1"],
  [/^(.+?)\s+(?:ke\s+)?(?:paas|pass)\s+(?:jaana|jana)$/i, "go to the $1"],
  [/^(.+?)\s+(?:pe|par)\s+(?:jaana|jana)$/i, "go for a $1"],
  [/^(.+?)\s+(\S+)\s+ke\s+liye\s+le\s+ja(?:a)?n[ai]$/i, "take the $1 for $2"],
  [/^(.+?)\s+ki\s+(.+?)\s+karwan[ai]$/i, "get $1 $2 done"],
  [/^(.+?)\s+(?:bhejna|bhejni|bhej\s*dena|bhejo|bhej\s*do)$/i, "send $1"],
  [/^(.+?)\s+(?:jaana|jana|jaani)$/i, "go to the $1"],
  [/^(.+?)\s+(?:dekhna|dekh\s*lena|dekho)$/i, "review $1"],
  [/^(?:dawai|dawa|medicine|tablet|goli)\s+(?:lena|leni|le\s*lena|khana|kha\s*lena|khani)$/i, "take medicine"],
  [/^(.+?)\s+(?:lena|leni|le\s*lena|lana|le\s*aana)$/i, "buy $1"],
  [
    pattern(
      [
        String.raw`^(.+?)\s+`,
        "(pay|review|check|submit|approve|sign|finalise|finalize|prepare|book|",
        "update|cancel|confirm|share|renew|file|call|email|follow up on)",
        String.raw`\s*${DO}$`,
      ],
      "i",
    ),
    "$2 $1",
  ],
  [new RegExp(String.raw`^(.+?)\s+${DO}$`, "i"), "$1"],
];

/** Rewrites a Hinglish reminder, need or meeting request as an English sentence (time words kept as written), or null. */
export function rewriteHinglishRequest(text: string, now: Date): string | null {
  const remind = REMIND.exec(text);
  const schedule = remind ? null : SCHEDULE.exec(text);
  const isMeeting = Boolean(schedule && EVENT.test(text));
  const { times, rest: untimed } = liftTimes(text.replace(/[,;]+/g, " "), now);
  const need = remind || isMeeting ? null : NEED.exec(untimed.replace(/\b(?:mujhe|please|plz|zara|ria)\b/gi, " ").trim());
  if (!remind && !isMeeting && !need) return null;
  let body = untimed.replace(/\b(mujhe|please|plz|zara|ria|ek|mera|meri|mere)\b/gi, " ");
  if (remind) body = body.replace(REMIND, " ");
  if (schedule) body = body.replace(SCHEDULE, " ");
  body = tidy(
    body
      .replace(/^\s*ki\s+/i, "")
      .replace(/\s+(?:hai|hain|h)\s*$/i, "")
      .replace(/\s+(?:hai|hain)\s+/i, " "),
  );
  if (isMeeting) return tidy(`schedule ${hinglishMeetingDetails(body)} ${times}`);
  return tidy(body ? `remind me to ${hinglishTask(body)} ${times}` : `remind me ${times}`);
}

/** Splits the time phrases (as chrono finds them, plus parts of the day) from the rest of the words. */
function liftTimes(text: string, now: Date): { times: string; rest: string } {
  const found: string[] = [];
  let rest = text;
  const results = riaChrono.parse(text, { instant: now, timezone: IST_OFFSET_MINUTES }, { forwardDate: true });
  for (const r of [...results].sort((a, b) => b.index - a.index)) {
    found.unshift(r.text);
    rest = `${rest.slice(0, r.index)} ${rest.slice(r.index + r.text.length)}`;
  }
  rest = rest
    .replace(PERIOD, (p) => (found.unshift(p), " "))
    .replace(/\b(?:in|for)\s+\d+(?:\.\d+)?\s*(?:hours?|minutes?)\b/gi, (p) => (found.push(p), " "));
  return { times: found.join(" "), rest: tidy(rest.replace(/\btak\b/gi, " ").replace(/^\s*ko\b/i, " ")) };
}

/** "Rahul ko call karna" -> "call Rahul": the object moves after the verb. */
export function hinglishTask(task: string): string {
  for (const [pattern, replacement] of TASK_RULES) {
    if (pattern.test(task)) return task.replace(pattern, replacement);
  }
  return task;
}

/** "CFO ke saath board meeting" -> "board meeting with CFO": the event keeps its words in order, the people follow. */
function hinglishMeetingDetails(rest: string): string {
  const split = /^(.*?)\s*\b(?:ke\s+saath|ke\s+sath|ke\s+sang|se)\b(.*)$/i.exec(rest);
  if (!split) return tidy(rest.replace(/\b(?:ki|ka|ke|ek)\b/gi, " "));
  let [, who, what] = split as unknown as [string, string, string];
  // "dinner Mehta ji ke saath": the event comes first and the people follow it.
  if (!EVENT.test(what)) {
    const noun = new RegExp(String.raw`^(.*\b${EVENT.source.slice(2, -2)}\b)\s*(.*)$`, "i").exec(who);
    if (noun) [what, who] = [`${noun[1]} ${what}`, noun[2]!];
  }
  return tidy(`${what.replace(/\b(?:ki|ka|ke|ek)\b/gi, " ")} ${who ? `with ${who}` : ""}`);
}

function tidy(text: string): string {
  return text.replace(/[,;]+/g, " ").replace(/\s+/g, " ").trim();
}
