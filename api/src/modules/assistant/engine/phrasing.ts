import { istDaysBetween, formatIst, formatIstTime } from "../../../rules/ist.rules.ts";

// Titles that start with one of these read as an action ("to call Rahul"); others as a subject ("about the board meeting").
/** First words that make a title an action ("call", "send"), not a subject. */
export const VERBS = new Set(
  (
    "call email mail send review check pay submit approve sign book meet talk follow prepare file renew take pick buy " +
    "finish update share confirm cancel reply write read join attend schedule order collect wish congratulate thank " +
    "message text ping ask tell plan visit go get start make do drink leave transfer process draft call discuss " +
    "finalise finalize present respond invite chase block remind bring clear fix close"
  ).split(" "),
);

const PRONOUNS: Record<string, string> = {
  my: "your",
  me: "you",
  i: "you",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  our: "your",
  us: "you",
};

/** The user's words said back to them: "take my medicine" -> "take your medicine". */
export function turnPronouns(text: string): string {
  return text.replace(/\b(?:my|me|i|mine|myself|i'm|our|us)\b(?!')/gi, (word) => PRONOUNS[word.toLowerCase()] ?? word);
}

/** "Call Rahul" -> "to call Rahul"; "Board meeting" -> "about the board meeting"; "Take my pills" -> "to take your pills". */
export function reminderPhrase(title: string): string {
  const first = (title.split(" ")[0] ?? "").toLowerCase();
  const turned = turnPronouns(title);
  return VERBS.has(first) ? `to ${first}${turned.slice(first.length)}` : `about ${turned}`;
}

/** Says when, relative to now where it reads naturally: "today at 5:00 pm", "tomorrow at 9:00 am", else "on Mon, 23 Nov, 11:00 am". */
export function describeWhen(at: Date, now?: Date): string {
  if (now) {
    const days = istDaysBetween(now, at);
    if (days === 0) return `today at ${formatIstTime(at)}`;
    if (days === 1) return `tomorrow at ${formatIstTime(at)}`;
    if (days === -1) return `yesterday at ${formatIstTime(at)}`;
  }
  return `on ${formatIst(at)}`;
}
