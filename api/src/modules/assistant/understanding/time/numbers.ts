const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  che: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  gyarah: 11,
  barah: 12,
  baarah: 12,
  pandrah: 15,
  bees: 20,
  tees: 30,
  chaalis: 40,
  pachaas: 50,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const ORDINALS: Record<string, string> = {
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
  eleventh: "11th",
  twelfth: "12th",
  fifteenth: "15th",
  twentieth: "20th",
  thirtieth: "30th",
};
// Hindi number words that are also common English or Hinglish words stay words unless a time unit follows.
const AMBIGUOUS = new Set(["do", "char", "das", "che", "ek"]);
const UNIT = String.raw`(?:baje|bje|ghante?|minutes?|mins?|hours?|hrs?|din|days?|am|pm|o'?clock)`;

const tens = `(?:${Object.keys(TENS).join("|")})(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?`;
const number = `${tens}|${Object.keys(UNITS).join("|")}`;
const NUMBER_WORD = new RegExp(String.raw`\b(${number})\b`, "gi");
const CLOCK_DIGITS = /\b(\d{1,2})\s+(?:o\s+)?(\d{1,2})(?=\s*(?:am|pm|in\s+the|at\s+night|tomorrow|today|tonight|on\b|baje|[,.]|$))/gi;

function valueOf(word: string): number | undefined {
  const parts = word.toLowerCase().split(/[\s-]+/);
  if (parts.length === 2) return (TENS[parts[0]!] ?? 0) + (UNITS[parts[1]!] ?? 0);
  return TENS[parts[0]!] ?? UNITS[parts[0]!];
}

/**
 * Writes spoken numbers as digits, as dictation leaves them: "five thirty p m" -> "5:30 pm", "twenty minutes" ->
 * "20 minutes", "the fifth" -> "the 5th", "do ghante" -> "2 ghante". Hindi words that double as English ("do")
 * change only before a time unit.
 */
export function digitsFromWords(text: string): string {
  const out = text
    .replace(/\b([ap])\.?\s*m\b\.?/gi, (_m, p: string) => `${p.toLowerCase()}m`)
    // "twenty eighth", "thirty first": a tens word and an ordinal are one date.
    .replace(
      new RegExp(String.raw`\b(twenty|thirty)[\s-](${Object.keys(ORDINALS).join("|")})\b`, "gi"),
      (_m, tens: string, unit: string) => {
        const day = (TENS[tens.toLowerCase()] ?? 0) + Number.parseInt(ORDINALS[unit.toLowerCase()]!, 10);
        const suffix =
          day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
        return `${day}${suffix}`;
      },
    )
    .replace(new RegExp(String.raw`\b(${Object.keys(ORDINALS).join("|")})\b`, "gi"), (m) => ORDINALS[m.toLowerCase()] ?? m)
    .replace(NUMBER_WORD, (word, _w, offset: number, whole: string) => {
      const lower = word.toLowerCase();
      const after = whole.slice(offset + word.length);
      if (AMBIGUOUS.has(lower) && !new RegExp(String.raw`^\s*${UNIT}\b`, "i").test(after)) return word;
      const value = valueOf(lower);
      return value === undefined ? word : String(value);
    });
  // "5 30 pm", "5 o 5": an hour and its minutes said apart.
  return out.replace(CLOCK_DIGITS, (m, hour: string, minute: string) =>
    Number(minute) > 59 || Number(hour) > 23 ? m : `${hour}:${minute.padStart(2, "0")}`,
  );
}
