// A clause that tells the writer how to write ("Keep it short.", "don't overdo the hashtags", "Casual rakhna",
// "5 bullets max") is never part of the draft; the tone and length it asks for are read from it instead.
const HOW_TO_WRITE = new RegExp(
  String.raw`^(?:please\s+|and\s+|but\s+|kindly\s+|also\s+)*` +
    String.raw`(?:keep|make|don'?t|do\s+not|no\s+more|not\s+too|avoid|use|add|include|mention|sign\s+(?:it|off|as)|` +
    // "start the hiring", "end the contract": content; "start with a thank you", "end on a high": how.
    String.raw`(?:start|end|open|close)\s+(?:it\s+)?(?:with|on|by)|say\s+something|write|be|sound|` +
    String.raw`in\s+\d|under\s+\d|within\s+\d|thoda|zyada|ekdum|bilkul|tone|short|brief|formal|casual|fun|nothing\s+fancy|` +
    String.raw`do\s+the\s+needful)\b`,
  "i",
);
const TONE_WORD =
  "honest|casual|crisp|formal|informal|warm|polite|professional|friendly|fun|firm|short|brief|simple|plain|upbeat|" +
  "excited|positive|respectful|humble|light|catchy|punchy|concise|sweet|direct|heartfelt|grateful|apologetic|cheerful|" +
  "serious|gentle|confident|modest|corporate|chatty|pushy|salesy|long|detailed|seedha|sidha|personal|neutral|proud|" +
  "playful|witty|cheesy|preachy|flowery|emotional|quirky|bold|sincere|optimistic|inspiring|festive|classy|elegant|" +
  "numbers-first|data-driven|factual|respectful|boastful|arrogant|grovelling|sarcastic|dramatic|fancy|funny|chill|masti|" +
  "sensitive|empathetic|reassuring|calm|tactful|diplomatic|balanced|transparent|kind|encouraging|motivating|nice|cool|peppy|" +
  "snappy|hatke";
const SAYS_A_TONE = new RegExp(String.raw`\b(?:${TONE_WORD}|tone)\b`, "i");

/** Whether a phrase names a tone ("excited but professional", "masti wala tone"); "300 logon" does not. */
export function saysATone(phrase: string): boolean {
  return SAYS_A_TONE.test(phrase);
}
// "Casual.", "honest but kind", "plain and simple": a clause of tone words only.
const TONE_ONLY = new RegExp(
  String.raw`^(?:(?:something|nothing|very|quite|a\s+bit|slightly|thoda|ekdum|but|and|yet|not|too|keep\s+it|make\s+it|sound)\s+)*` +
    String.raw`(?:${TONE_WORD})(?:\s+(?:and|but|yet|,)?\s*(?:not\s+)?(?:too\s+)?(?:${TONE_WORD}))*` +
    // "funny sa", "formal type ka", "casual wala": a Hinglish tone said with a hedge.
    String.raw`(?:\s+(?:nahi|please|pls|sa|si|se|type(?:\s+k[aei])?|wala|wali|hona|ho))*$`,
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
    String.raw`^(?:in\s+)?(?:english|hindi|hinglish)(?:\s+(?:mein|me|only|please|hi))*(?:\s+(?:likh\w*|bhej\w*|reply\s+kar\w*))?$`,
    String.raw`^(?:chhota|chota|chhoti|choti)\s+(?:sa|si)$`,
    // "seedha point pe", "to the point", "only", "not a full speech": how much to write.
    String.raw`^(?:(?:seedha|sidha|straight|direct)\s+)?(?:to\s+the\s+)?point\s+(?:pe|par)$|^(?:straight\s+)?to\s+the\s+point$`,
    String.raw`^(?:only|just\s+that|that'?s\s+it)$`,
    // "in bullet form", "as bullet points", "in a numbered list": the shape, not the content.
    String.raw`^(?:in|as)\s+(?:a\s+)?(?:bullets?|bullet\s+points?|points?|(?:numbered\s+)?list|paragraphs?|table)` +
      String.raw`(?:\s+(?:form|format|style))?$`,
    String.raw`^(?:(?:only|just),?\s+)?(?:and\s+)?not\s+(?:a\s+|the\s+)?(?:full|whole|complete|long|entire)\s+` +
      String.raw`(?:speech|email|draft|text|script|essay|thing|version|post|message|note)$`,
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
// "… keep the tone neutral", "… keep it to two lines", "… say something nice": the same, said as a tone, length or ask.
const TRAILING_HOW = new RegExp(
  String.raw`(?:^|\s+)(?:and\s+)?(?:(?:it|this)\s+(?:should|must|needs\s+to|has\s+to)\s+)?(?:` +
    String.raw`(?:(?:be|(?:keep|make)\s+it(?:\s+sound)?|sound|(?:keep|make)\s+(?:the\s+|its\s+)?(?:tone|language|wording)|` +
    String.raw`don'?t\s+(?:be|sound|make\s+it))\s+(?:very\s+|too\s+|a\s+bit\s+)?` +
    String.raw`(?:${TONE_WORD})(?:\s+(?:and|but)\s+(?:not\s+)?(?:too\s+)?(?:${TONE_WORD}))*)|` +
    String.raw`(?:keep|make)\s+it\s+(?:to\s+|under\s+|within\s+)?(?:\d+|one|two|three|four|five)\s+` +
    String.raw`(?:lines?|words?|sentences?|para(?:graph)?s?)|` +
    String.raw`say\s+something\s+(?:${TONE_WORD}|good)|nothing\s+(?:too\s+)?(?:${TONE_WORD})|` +
    String.raw`(?:just\s+|only\s+)?bullet(?:\s+points)?(?:\s+only)?|` +
    String.raw`no\s+(?:jargon|emojis?|hashtags?|fluff|drama|buzzwords?|cliches?)` +
    String.raw`)\s*[.!]?$`,
  "i",
);

/** The text without the instructions dictated onto its end, however many follow each other. */
function withoutTrailingHow(text: string): string {
  let out = text;
  for (let before = ""; before !== out;) [before, out] = [out, out.replace(TRAILING_HOW, "")];
  return out;
}

// "Professional rakhna but friendly", "Emotional touch dena but cheesy nahi": a short Hinglish clause that says how.
const HINGLISH_HOW_INSIDE = /\b(?:rakhna|rakho|rakhiye|rehna|touch\s+dena|mat\s+(?:karna|lagna|likhna|karo))\b/i;
// "it should be sensitive and not create panic", "the tone must be calm": how the draft should come across, said of it.
const IT_SHOULD_SOUND = new RegExp(
  String.raw`^(?:it|this|the\s+(?:tone|draft|message|note|post|email|mail|speech|points|caption|language))\s+` +
    String.raw`(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+(?:be|sound|feel|come\s+across(?:\s+as)?|read)\s+` +
    String.raw`(?:very\s+|a\s+bit\s+|more\s+|quite\s+)?(?:${TONE_WORD})\b`,
  "i",
);
// "Be respectful, he's a senior client": after an instruction, the reason for it, which is not news either.
const REASON_FOR_HOW = /^(?:(?:he|she|they|it|this)(?:'s|'re|\s+is|\s+are|\s+was)|since|as|because|coz|kyunki|kyonki)\b/i;

/** Whether a sentence or clause tells Ria how to write rather than what to say. */
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
    HOW_PHRASE.test(text) ||
    IT_SHOULD_SOUND.test(text)
  );
}

/**
 * The text without its instruction clauses: sentences, and clauses after a comma, semicolon or dash, are kept or
 * dropped one by one, so "the Q3 miss — honest, no blame game, 5 bullets max" keeps only "the Q3 miss".
 */
export function withoutInstructions(text: string): string {
  text = withoutTrailingHow(text);
  const parts = text.split(
    /((?<=[.!?])\s+|\s*[,;]\s+|\s+[—–-]\s+|\s*[—–]\s*|\s+(?:and|but)\s+(?=(?:don'?t|do\s+not|keep|make|avoid|no|within|under|max)\b))/,
  );
  let kept = "";
  // A dropped clause's sentence end stays: "shift it. Formal rakhna, 3 lines" keeps "shift it."
  let carried: string | undefined;
  let afterHow = false;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i]!;
    const before = parts[i - 1];
    const sameSentence = before !== undefined && !/[.!?]/.test(before);
    if (isInstruction(clause) || (afterHow && sameSentence && REASON_FOR_HOW.test(clause.trim()))) {
      if (before && /[.!?]/.test(before)) carried = before;
      afterHow = true;
      continue;
    }
    kept += (kept && clause.trim() ? (carried ?? before ?? " ") : "") + clause;
    carried = undefined;
    afterHow = false;
  }
  return kept.replace(/\s*[,;—–-]\s*$/, "").trim();
}
