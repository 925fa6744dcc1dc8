// What executives type and say before it reaches the grammar: shorthand, common typos and numbers spoken as words.

/** Misspellings and shorthand seen in executives' messages, each with the word meant. */
const WORDS: Record<string, string> = {
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrrw: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  tomorroe: "tomorrow",
  tonite: "tonight",
  "2day": "today",
  tdy: "today",
  remnd: "remind",
  reminde: "remind",
  remid: "remind",
  remindme: "remind me",
  remindng: "reminding",
  thanx: "thanks",
  rmind: "remind",
  shedule: "schedule",
  schedual: "schedule",
  schedlue: "schedule",
  scedule: "schedule",
  schdule: "schedule",
  meting: "meeting",
  meetng: "meeting",
  mtg: "meeting",
  calender: "calendar",
  calandar: "calendar",
  lnch: "lunch",
  blok: "block",
  lsit: "list",
  lst: "list",
  todo: "to-do",
  fre: "free",
  abt: "about",
  wiht: "with",
  whith: "with",
  pls: "please",
  plz: "please",
  hv: "have",
  wat: "what",
  wht: "what",
  chk: "check",
  msg: "message",
  thrusday: "Thursday",
  thurs: "Thursday",
  thu: "Thursday",
  wednsday: "Wednesday",
  wensday: "Wednesday",
  wed: "Wednesday",
  firday: "Friday",
  fri: "Friday",
  sat: "Saturday",
  mon: "Monday",
  tue: "Tuesday",
  tues: "Tuesday",
  sun: "Sunday",
  satuday: "Saturday",
  mondy: "Monday",
  rakhdo: "rakh do",
  kardo: "kar do",
  whats: "what's",
  hrs: "hours",
};

const HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const MINUTE_WORDS: Record<string, number> = {
  "o five": 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  "twenty five": 25,
  thirty: 30,
  "thirty five": 35,
  forty: 40,
  "forty five": 45,
  fifty: 50,
  "fifty five": 55,
};
const HOUR = `(${HOUR_WORDS.join("|")})`;
const MINUTE = `(${Object.keys(MINUTE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ninety: 90,
  thirty: 30,
  forty: 40,
  "forty five": 45,
  fifteen: 15,
  twenty: 20,
  sixty: 60,
};

/** Rewrites shorthand, typos and spoken numbers so the grammar reads "tmrw at five thirty pm" as "tomorrow at 5:30 pm". */
export function normalizeRequest(text: string): string {
  let out = text
    .replace(/\bw\/\s*/gi, "with ")
    .replace(/&/g, " and ")
    .replace(/^(?:ad)\s+/i, "add ")
    .replace(/\bcal\s+(?=[a-z])/gi, "call ")
    .replace(/[A-Za-z0-9']+/g, (word) => WORDS[word.toLowerCase()] ?? word)
    .replace(/\b(remind\s+me)\s+(?:2|too)\s+/gi, "$1 to ");
  out = spokenNumbers(out);
  // "10 30 am" from speech is 10:30 am.
  return out
    .replace(/\b(\d{1,2})\s+(\d{2})\s*(am|pm)\b/gi, "$1:$2 $3")
    .replace(/\s+/g, " ")
    .trim();
}

/** "four thirty pm" -> "4:30 pm", "at nine" -> "at 9", "two hours" -> "2 hours", "eleven to twelve thirty" -> "11 to 12:30". */
function spokenNumbers(text: string): string {
  const hour = (word: string) => HOUR_WORDS.indexOf(word.toLowerCase()) + 1;
  return text
    .replace(
      new RegExp(
        String.raw`\b(one|two|three|four|five|six|ninety|thirty|forty five|forty|fifteen|twenty|sixty)([\s-]+)(hours?|minutes?|mins?)\b`,
        "gi",
      ),
      (_m, n: string, gap: string, unit: string) => `${COUNT_WORDS[n.toLowerCase()]}${gap}${unit}`,
    )
    .replace(
      new RegExp(String.raw`\b${HOUR}\s+${MINUTE}\b(?!\s+(?:minutes?|mins?|hours?))`, "gi"),
      (_m, h: string, m: string) => `${hour(h)}:${String(MINUTE_WORDS[m.toLowerCase()]).padStart(2, "0")}`,
    )
    .replace(
      new RegExp(String.raw`\b(at|from|to|till|until|by|between|and|block)\s+${HOUR}\b`, "gi"),
      (_m, pre: string, h: string) => `${pre} ${hour(h)}`,
    )
    .replace(
      new RegExp(String.raw`\b${HOUR}(?=\s*(?:am|pm|o'clock|to\s+\d|in\s+the\s+(?:morning|afternoon|evening)))`, "gi"),
      (h: string) => String(hour(h)),
    )
    .replace(/\b(an?|one)\s+hour\b/gi, "1 hour");
}
