import { isInstruction, saysATone, withoutInstructions } from "./draft-instructions.ts";
import type { Reading } from "./read.ts";
import { tidyPhrase } from "./title.ts";

const MENTION = /^(?:please\s+|and\s+|also\s+)*(?:mention|include|highlight|credit|name-?check)\s+(.+?)(?:\s+by\s+name)?[.!]?$/i;

// How a request introduces what the draft says: "saying", "bolna ki", "likho ki".
const SAYING = new RegExp(
  String.raw`^(?:saying|telling\s+(?:him|her|them)|(?:tell|inform)\s+(?:him|her|them)(?:\s+that)?|to\s+say|say(?:\s+that)?|that|` +
    String.raw`(?:bol|keh|kah|bata|likh)(?:na|o|\s+do|\s+dena|iye)?\s+ki|ki)\s+`,
  "i",
);
// "… is asking about Saturday. Tell him Saturday works": the words to say, after the asking.
const TELL_INSIDE = /(?<=[.!?:]\s+|,\s+)(?:tell|inform)\s+(?:him|her|them)(?:\s+that)?\s+|\b(?:and\s+)?say\s+(?=(?:yes|no|that)\b)/gi;
// "Dr. Rao", "Mr. Shah": a full stop that does not end the sentence.
// "bhejo... nahi actually": an ellipsis is a pause, not an end.
const SENTENCE_END = /(?<!\b(?:mr|mrs|ms|dr|prof|st|vs|etc|no))(?<!\.)[.!?](?!\.)(?=\s|$)/gi;
// "son's tutor) saying the class moves", "Reply karo ki kal nahi ho payega": what is said starts after "saying" or "… ki".
const SAYING_INSIDE = /\b(?:saying|to\s+say|(?:bol|likh|bata|kah|keh)\w*\s+ki|kar(?:o|\s+do|\s+dena|na)\s+ki)\s+/i;
// What may come before "saying" or "… ki" and say nothing: an ask ("Reply karo ki"), or the end of an aside ("tutor)").
const ONLY_ASKING = /^(?:\s*|.*\)\s*|\s*(?:reply|respond|message|text|e-?mail|mail|whats\s*app|likh\w*|bol\w*|bata\w*)\s*)$/i;
// "Tell Mohit on WhatsApp that I'll be late. Draft it, don't send.": the words to say, in the sentence that tells.
const TOLD_THAT = new RegExp(
  String.raw`\b(?:tell|inform|message|text|let)\s+(?:\w+\s+){0,2}?(?:know\s+)?` +
    String.raw`(?:(?:on|over|via|by)\s+(?:whats\s*app|e-?mail|mail|text)\s+)?(?:that|saying)\s+([^.!?]+)`,
  "i",
);
// "Reply to Vandana's WhatsApp: yes, we can do Thursday": after a short ask and a colon, all that follows is said.
const AFTER_COLON =
  /^([^:]{3,80}?\b(?:reply|respond|draft|write|message|e-?mail|mail|whats\s*app|text|tell|post|caption|wish)\b[^:]*?):\s+(.+)$/is;
// "our coo vivek no sorry vikram rao", "tuesday no wait thursday": dictation that takes back what it just said.
const TAKEN_BACK = /(?:\s*,)?\s+(?:no,?\s+(?:sorry|wait)|sorry,?\s+i\s+mean|i\s+mean|no\s+no)\s*,?\s+/i;
// "… in an email", "… on WhatsApp": the channel said after the content, which the form already carries.
const CHANNEL_AFTER =
  /\s+(?:in|on|via|over|by|as)\s+(?:a\s+|an\s+)?(?:quick\s+|short\s+)?(?:e-?mail|mail|whats\s*app|text|message|linked\s*in(?:\s+post)?)$/i;

// "… photo ke liye ek caption likho", "…, uske liye talking points bana do": a Hinglish ask said after the content.
const ASK_AFTER = new RegExp(
  String.raw`(?:[\s,]+(?:uske|iske|us|is)\s+(?:ke\s+)?liye)?[\s,]+(?:(?:ke\s+liye|ko|pe|par)\s+)?(?:ek\s+)?` +
    String.raw`(?:(?:chhota|chota|short|quick|accha|achha|badhiya)\s+(?:sa\s+)?)?` +
    String.raw`(?:(?:insta(?:gram)?|linked\s*in|whats\s*app|fb|facebook|twitter)\s+)?` +
    String.raw`(?:caption|post|e-?mail|mail|message|msg|note|reply|whats\s*app|talking\s+points|points|draft)\s+` +
    String.raw`(?:likh\w*|bana\w*|bhej\w*|draft\s+kar\w*|kar\w*|chahiye|de\s+do|dena)(?:\s+(?:do|dena|de|please|na))*[.!]?$`,
  "i",
);

// "thanking her for the health camp": the purpose, which the draft's opening says; the topic is what follows.
const PURPOSE_LEAD = new RegExp(
  String.raw`^(?:(?:thanking|congratulating|inviting|welcoming|wishing|reminding|asking)\s+` +
    String.raw`(?:(?:him|her|them|everyone|the\s+team|all)\s+)?(?:for|on|to|about)|requesting)\s+`,
  "i",
);

/** A request said as "<ask>: <what to say>": the ask and what follows the colon. */
export function askThenSaid(message: string): { ask: string; said: string } | undefined {
  const colon = AFTER_COLON.exec(message);
  return colon ? { ask: colon[1]!, said: colon[2]! } : undefined;
}

/** What the message tells someone in words of its own ("Tell Mohit that I'll be late"), when a sentence does. */
export function toldThat(message: string): string | undefined {
  const told = TOLD_THAT.exec(message)?.[1];
  return told ? tidyPhrase(withoutInstructions(told)) : undefined;
}

/** Where the sentence holding `from` ends: its full stop, or the end of the message. */
export function sentenceEnd(message: string, from: number): number {
  SENTENCE_END.lastIndex = from;
  const stop = SENTENCE_END.exec(message);
  return stop ? stop.index : message.length;
}

// "payment reminder email bhejo... nahi actually unko bolo ki …": the whole ask before it is taken back.
const STARTED_AGAIN = /^.*\b(?:nahi|no|nah)\b[,\s]+(?:actually|rather|instead|ruko)\b[,\s]*/is;

/** The words as last said: "our coo vivek no sorry vikram rao" -> "our coo vikram rao". */
export function withoutTakenBack(text: string): string {
  const restart = STARTED_AGAIN.exec(text);
  if (restart && restart[0].length < text.length) return withoutTakenBack(text.slice(restart[0].length));
  const said = TAKEN_BACK.exec(text);
  if (!said) return text;
  const after = text.slice(said.index + said[0].length);
  // "… with microsoft for the migration no wait it's with google cloud not microsoft": the wrong name, swapped.
  const swap = /^(?:it'?s|it\s+is|its)\s+(?:(?:with|for|on|at|in|by)\s+)?(.+?)\s+not\s+(.+?)\s*$/i.exec(after);
  const wrong = swap ? new RegExp(String.raw`\b${swap[2]!.replace(/[^\w\s]/g, "")}\b`, "gi") : undefined;
  if (swap && wrong?.test(text.slice(0, said.index))) return text.slice(0, said.index).replace(wrong, swap[1]!);
  const before = text.slice(0, said.index).split(/\s+/);
  // "the kolkata office no wait the siliguri one": a phrase said again from its first word takes back that phrase.
  const lead = after.split(/\s+/)[0]!.toLowerCase();
  const again = before.map((w) => w.toLowerCase()).lastIndexOf(lead);
  const kept = again >= 0 && /^(?:the|a|an|our|my|on|at|by|to|in)$/.test(lead) ? before.slice(0, again) : before.slice(0, -1);
  return withoutTakenBack([...kept, after].join(" ").trim());
}

/**
 * What a draft is about: the marked task with the time, place and people inside it, to the end of its sentence (the
 * model's span often stops a word or two short: "bring the revised [pricing]"), without instruction sentences.
 */
export function draftTopic(reading: Reading): string {
  const tasks = reading.slots.filter((s) => s.slot === "TASK");
  // "[TIME Friday] [TASK ko half day hai]": a time said right before the topic starts it.
  const lead = reading.slots.find(
    (s) => s.slot === "TIME" && tasks[0]?.start !== undefined && s.end! <= tasks[0].start! && tasks[0].start! - s.end! <= 2,
  );
  const first = lead ?? tasks[0];
  let topic = tasks.map((s) => s.text).join(" ");
  if (first?.start !== undefined) {
    // "the pickup is [TIME tomorrow at 6:30]": a time or place the model marked inside the message belongs to it.
    const inside = reading.slots.filter((s) => s.start! >= first.start! && ["TASK", "TIME", "PLACE", "PERSON", "ITEM"].includes(s.slot));
    const last = inside.reduce((end, s) => Math.max(end, s.end ?? end), first.end!);
    topic = reading.message.slice(first.start, sentenceEnd(reading.message, Math.max(last - 1, first.start!)));
  }
  const colon = askThenSaid(reading.message);
  if (colon && !topic.includes(colon.said.trim())) topic = colon.said;
  // Only when nothing said comes before it: "about the budget saying we need it" keeps the budget.
  const saying = SAYING_INSIDE.exec(topic);
  if (saying && ONLY_ASKING.test(topic.slice(0, saying.index))) topic = topic.slice(saying.index + saying[0].length);
  // Instruction clauses go first, whole; then any tone the model marked inside what is left, if it is one ("[TONE 300
  // logon] ko job milegi" is content).
  let kept = withoutTakenBack(withoutInstructions(topic));
  const tones = reading.slots.filter((s) => s.slot === "TONE" && (saysATone(s.text) || isInstruction(s.text)));
  for (const tone of tones) kept = kept.replace(tone.text, " ");
  kept = kept.replace(CHANNEL_AFTER, "").replace(ASK_AFTER, "");
  // "Mention Neeraj by name": an instruction whose object is content.
  const mentioned = reading.message
    .split(/(?<=[.!?])\s+|\s*[,;]\s+/)
    .map((clause) => MENTION.exec(clause.trim())?.[1])
    .filter((object): object is string => Boolean(object) && !kept.includes(object!));
  return tidyPhrase([kept, ...mentioned].filter(Boolean).join(", "))
    .replace(PURPOSE_LEAD, "")
    .replace(SAYING, "")
    .replace(TELL_INSIDE, "");
}
