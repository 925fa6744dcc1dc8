import { isInstruction, withoutInstructions } from "./draft-instructions.ts";
import { tidyPhrase } from "./title.ts";

// "talking points", "pointers", "4-5 points bana do", "give me a few points": points to speak from.
const POINTS = new RegExp(
  String.raw`\btalking\s*points\b|\bpointers\b|\b(?:key|main|few|kuch|\d+(?:\s*[-–]\s*\d+)?)\s+points\b|` +
    String.raw`\bpoints\s+(?:bana|likh|de\s+do|dijiye|chahiye)`,
  "i",
);
// A channel named outright: "an email in 3 points" is still an email.
const OTHER_CHANNEL = /\b(?:e-?mail|mail|whats\s*app|linked\s*in|post|caption|tweet|message|msg|letter|note|sms)\b/i;
// The ask itself, from its verb to its Hinglish ending: "please give me talking points", "mujhe 4-5 points bana do".
const POINTS_ASK = new RegExp(
  String.raw`(?:\b(?:please\s+|kindly\s+|can\s+you\s+|could\s+you\s+)*(?:give\s+me|get\s+me|send\s+me|prepare|draft|write|make|` +
    String.raw`i\s+need|need|mujhe|share)\s+)?(?:some\s+|a\s+few\s+|few\s+|kuch\s+|the\s+|\d+(?:\s*[-–]\s*\d+)?\s+)?` +
    String.raw`(?:key\s+|main\s+|crisp\s+)?(?:talking\s*points|pointers|points|bullets?)\b` +
    String.raw`(?:\s+(?:bana\w*|likh\w*|de\s+do|dijiye|chahiye|ready\s+kar\w*)(?:\s+(?:do|dena|de|lo))?)?`,
  "i",
);
const LEADS_INTO =
  /^[\s,:;–—-]*(?:(?:only|just)\s+)?(?:(?:covering|on|about|regarding|for|around|to\s+cover|that\s+cover|explaining|ki|ke\s+liye)\s+)?/i;
// "…, uske liye", "…, mujhe": words that hand the sentence over to the ask.
const HANDS_OVER = /(?:[\s,]+(?:(?:uske|iske|us|is)\s+(?:ke\s+)?liye|for\s+(?:it|this|that)|mujhe|so|please|kindly))*[\s,]*$/i;
// "Tomorrow's town hall is about the reorg": what the occasion is about.
const SUBJECT = /\b(?:regarding|about|to\s+discuss|re)\s+(.+?)[.!?]?$/i;

/** Whether the message asks for talking points, and no other channel. */
export function asksForTalkingPoints(message: string): boolean {
  return POINTS.test(message) && !OTHER_CHANNEL.test(message);
}

/**
 * What talking points should cover, each part in the executive's words: the subject of the occasion told before the
 * ask ("…regarding the wage revision"), what the ask's own sentence says around it, never the ask or an instruction.
 */
export function talkingPointsParts(message: string): string[] {
  const sentences = message.split(/(?<=[.!?])\s+/);
  const at = sentences.findIndex((sentence) => POINTS.test(sentence) || /\btalking\s*points|\bpointers/i.test(sentence));
  const ask = at >= 0 ? POINTS_ASK.exec(sentences[at]!) : null;
  if (!ask) return [];
  const sentence = sentences[at]!;
  const before = sentence.slice(0, ask.index).replace(HANDS_OVER, "");
  const after = sentence.slice(ask.index + ask[0].length).replace(LEADS_INTO, "");
  const occasion = sentences
    .slice(0, at)
    .filter((told) => !isInstruction(told))
    .map((told) => SUBJECT.exec(told.trim())?.[1] ?? told);
  return [...occasion, before, after].map((part) => tidyPhrase(withoutInstructions(part))).filter(Boolean);
}
