import { istDaysBetween, formatIst, formatIstTime } from "../../../rules/ist.rules.ts";
import { isCommonWord, VERBS } from "./words.ts";

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

/** The user's words said back to them: "take my medicine" -> "take your medicine"; "the US office" stays. */
export function turnPronouns(text: string): string {
  return text.replace(/\b(?:my|me|i|mine|myself|i'm|our|us)\b(?!')/gi, (word) =>
    word.length > 1 && word === word.toUpperCase() ? word : (PRONOUNS[word.toLowerCase()] ?? word),
  );
}

/** "Call Rahul" -> "to call Rahul"; "Board meeting" -> "about board meeting"; "Take my pills" -> "to take your pills". */
export function reminderPhrase(title: string): string {
  const first = (title.split(" ")[0] ?? "").toLowerCase();
  const turned = turnPronouns(title);
  if (VERBS.has(first)) return `to ${first}${turned.slice(first.length)}`;
  return `about ${isCommonWord(first) ? turned.charAt(0).toLowerCase() + turned.slice(1) : turned}`;
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
