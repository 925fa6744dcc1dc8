// A clause that tells the writer how to write ("Keep it short.", "don't overdo the hashtags", "Casual rakhna",
// "5 bullets max") is never part of the draft; the tone and length it asks for are read from it instead.
const HOW_TO_WRITE = new RegExp(
  String.raw`^(?:please\s+|and\s+|but\s+|kindly\s+|also\s+)*` +
    String.raw`(?:keep|make|don'?t|do\s+not|no\s+more|not\s+too|avoid|use|add|include|mention|sign|end|start|write|be|sound|` +
    String.raw`in\s+\d|under\s+\d|within\s+\d|thoda|zyada|ekdum|bilkul|tone|short|brief|formal|casual|fun|nothing\s+fancy|` +
    String.raw`do\s+the\s+needful)\b`,
  "i",
);
const TONE_WORD =
  "honest|casual|crisp|formal|informal|warm|polite|professional|friendly|fun|firm|short|brief|simple|plain|upbeat|" +
  "excited|positive|respectful|humble|light|catchy|punchy|concise|sweet|direct|heartfelt|grateful|apologetic|cheerful|" +
  "serious|gentle|confident|modest|corporate|chatty|pushy|salesy|long|detailed|seedha|sidha|personal|neutral|proud|" +
  "playful|witty|cheesy|preachy|flowery|emotional|quirky|bold|sincere|optimistic|inspiring|festive|classy|elegant|" +
  "numbers-first|data-driven|factual|respectful|boastful|arrogant|grovelling|sarcastic|dramatic|fancy|funny|chill|masti";
// "Casual.", "honest but kind", "plain and simple": a clause of tone words only.
const TONE_ONLY = new RegExp(
  String.raw`^(?:(?:something|nothing|very|quite|a\s+bit|slightly|thoda|ekdum|but|and|yet|not|too|keep\s+it|make\s+it|sound)\s+)*` +
    String.raw`(?:${TONE_WORD})(?:\s+(?:and|but|yet|,)?\s*(?:not\s+)?(?:too\s+)?(?:${TONE_WORD}))*(?:\s+(?:nahi|please|pls))?$`,
  "i",
);
// "5 bullets max", "max 3 lines", "100 words only".
const LENGTH_LIMIT = new RegExp(
  String.raw`^(?:(?:max(?:imum)?|at\s+most|only|just|around|about|under|within|below|less\s+than|up\s*to)\s+)?` +
    String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*[-–]\s*\d+)?\s+` +
    String.raw`(?:bullets?|points?|lines?|line|words?|sentences?|paras?|paragraphs?)` +
    String.raw`(?:\s+(?:max(?:imum)?|only|at\s+most|tops|mein|me|ke\s+andar|tak|please))?$`,
  "i",
);
// "humble tone please", "masti wala tone", "playful tone", "in English", "chhota sa": how, said as a noun phrase.
const HOW_PHRASE = new RegExp(
  [
    String.raw`^(?:\w+\s+){0,2}(?:tone|style|vibe|feel)(?:\s+(?:please|pls|rakhna|dena|ho))?$`,
    String.raw`^(?:in\s+)?(?:english|hindi|hinglish)(?:\s+(?:mein|me|only|please))?$`,
    String.raw`^(?:chhota|chota|chhoti|choti)\s+(?:sa|si)$`,
    String.raw`^(?:something\s+)?(?:\w+\s+)?(?:touch|feel)\s+dena$`,
  ].join("|"),
  "i",
);
// Hinglish asks for a tone at the end: "casual rakhna", "boastful nahi lagna chahiye", "lamba mat karna".
const HINGLISH_HOW = new RegExp(
  String.raw`\b(?:rakhna|rakho|rakhiye|rakhen|rakhiyo|rehna|lagna\s+chahiye|lagni\s+chahiye|lage|lagey|` +
    String.raw`mat\s+(?:karna|likhna|banana|karo|lag\w*)|bol(?:na|o|iye)|` +
    String.raw`(?:points?|bullets?|short|formal)\s+(?:mein|me)\s+likh(?:na|o|iye|ein))$`,
  "i",
);
// "no blame game", "no jargon", "no emojis": a ban on a style, not news.
const NO_STYLE = new RegExp(
  String.raw`^no\s+(?:blame(?:\s+game)?|jargon|emojis?|hashtags?|hashtag\s+spam|fluff|drama|sugar-?coating|adjectives|buzzwords?|` +
    String.raw`cliches?|exclamation\s+marks?|long\s+\w+)(?:\s+(?:please|pls))?$`,
  "i",
);

// Dictation runs the instruction on without a stop: "… before the launch on the fifteenth be polite", "… on saturday
// at eleven don't sound pushy", "… the port strike keep it apologetic but short".
const TRAILING_HOW = new RegExp(
  String.raw`\s+(?:(?:and\s+)?(?:be|keep\s+it|make\s+it|sound|don'?t\s+(?:be|sound|make\s+it))\s+(?:very\s+|too\s+|a\s+bit\s+)?` +
    String.raw`(?:${TONE_WORD})(?:\s+(?:and|but)\s+(?:not\s+)?(?:too\s+)?(?:${TONE_WORD}))*)\s*[.!]?$`,
  "i",
);

/** Whether a sentence or clause tells Ria how to write rather than what to say. */
// "Professional rakhna but friendly", "Emotional touch dena but cheesy nahi": a short Hinglish clause that says how.
const HINGLISH_HOW_INSIDE = /\b(?:rakhna|rakho|rakhiye|rehna|touch\s+dena|mat\s+(?:karna|lagna|likhna|karo))\b/i;

export function isInstruction(clause: string): boolean {
  const text = clause
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/^(?:and|but|also|aur)\s+/i, "")
    .trim();
  if (HINGLISH_HOW_INSIDE.test(text) && text.split(/\s+/).length <= 6) return true;
  if (!text) return false;
  return (
    HOW_TO_WRITE.test(text) ||
    TONE_ONLY.test(text) ||
    LENGTH_LIMIT.test(text) ||
    HINGLISH_HOW.test(text) ||
    NO_STYLE.test(text) ||
    HOW_PHRASE.test(text)
  );
}

/**
 * The text without its instruction clauses: sentences, and clauses after a comma, semicolon or dash, are kept or
 * dropped one by one, so "the Q3 miss — honest, no blame game, 5 bullets max" keeps only "the Q3 miss".
 */
export function withoutInstructions(text: string): string {
  text = text.replace(TRAILING_HOW, "");
  const parts = text.split(
    /((?<=[.!?])\s+|\s*[,;]\s+|\s+[—–-]\s+|\s*[—–]\s*|\s+(?:and|but)\s+(?=(?:don'?t|do\s+not|keep|make|avoid|no|within|under|max)\b))/,
  );
  let kept = "";
  // A dropped clause's sentence end stays: "shift it. Formal rakhna, 3 lines" keeps "shift it."
  let carried: string | undefined;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i]!;
    const before = parts[i - 1];
    if (isInstruction(clause)) {
      if (before && /[.!?]/.test(before)) carried = before;
      continue;
    }
    kept += (kept && clause.trim() ? (carried ?? before ?? " ") : "") + clause;
    carried = undefined;
  }
  return kept.replace(/\s*[,;—–-]\s*$/, "").trim();
}
