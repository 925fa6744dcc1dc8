// What a meeting is about, as the executive said it around the request: "about the pricing revamp", "regarding the
// Kerala expansion", Hinglish "budget discuss karna hai". The model marks these parts unevenly (a reference, a place,
// a task), so the words themselves decide.

// "about" before a number is a time ("at about 4"); "about it" points at something else.
const ENGLISH = new RegExp(
  String.raw`\b(?:about|regarding|re:?|to\s+(?:discuss|talk\s+about|go\s+over|review|finalise|finalize|close)|on\s+the\s+subject\s+of)` +
    String.raw`\s+(?!(?:it|this|that|them|\d)\b)(.+?)\s*(?=[.?!;,]|$|\s+(?:tomorrow|today|tonight|next|this|on|at|by|from|with)\b)`,
  "i",
);
// Hinglish: the subject comes before the verb of talking ("budget discuss karna hai", "pricing pe baat karni hai").
const HINGLISH = new RegExp(
  String.raw`([\p{L}\p{N}&'-]+(?:\s+[\p{L}\p{N}&'-]+){0,3})\s+` +
    String.raw`(?:discuss\s+kar\w*|(?:pe|par)\s+(?:baat|charcha)\s+kar\w*|ke\s+baa?re\s+(?:me|mein)\s+baat)`,
  "iu",
);
// "…, audit ke liye", "Q3 numbers ke liye": a purpose said last; a time or a length ("kal ke liye", "1 ghante ke liye") is not.
const PURPOSE = /(?:^|[,;]\s*|\s)([\p{L}&'-]+(?:\s+[\p{L}&'-]+){0,3})\s+ke\s+liye\s*[.!]?\s*$/iu;
const NOT_A_PURPOSE = new RegExp(
  String.raw`\b(?:kal|aaj|parso|today|tomorrow|din|hafte|week|ghante?|ghanta|min\w*|hours?)\b|` +
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b|` +
    String.raw`^(?:is|us|iss|uss|unke|uske|mere|hamare|sab)\b`,
  "i",
);
// Words that are the request around a Hinglish subject, never the subject.
const AROUND = new Set(
  "ke saath sath meeting call rakh rakho do karo hai hain aur ko se ka ki ek baat mujhe humein hume hamein unke uske".split(" "),
);

/** The topic a meeting request names, tidied ("the pricing revamp"); undefined when it names none. */
export function meetingTopic(message: string): string | undefined {
  const english = ENGLISH.exec(message)?.[1]?.trim();
  if (english && english.split(/\s+/).length <= 8) return english;
  const hinglish = HINGLISH.exec(message)?.[1] ?? PURPOSE.exec(message)?.[1];
  if (!hinglish || NOT_A_PURPOSE.test(hinglish)) return undefined;
  const words = hinglish.split(/\s+/);
  // The subject is the run of words after the last one that belongs to the request.
  const from = words.findLastIndex((word) => AROUND.has(word.toLowerCase().replace(/[,.]/g, "")));
  const topic = words
    .slice(from + 1)
    .join(" ")
    .replace(/^[,.\s]+/, "");
  return topic || undefined;
}
