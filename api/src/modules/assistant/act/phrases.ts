import { formatIst, formatIstTime, istDaysBetween } from "../../../rules/ist.rules.ts";

/** A length in the units people use: "30 minutes", "1 hour 30 minutes", never "90 minutes". */
export function minutesText(minutes: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, "minute");
  return rest === 0 ? unit(hours, "hour") : `${unit(hours, "hour")} ${unit(rest, "minute")}`;
}

/** "“Milk”, “Eggs” and “Coffee”". */
export function quotedList(items: string[]): string {
  const quoted = items.map((item) => `“${item}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}` : quoted[0]!;
}

/** "task list" or "grocery list". */
export function listLabel(list: string | null): string {
  return list ? `${list} list` : "task list";
}

/** "today at 5:00 pm", "tomorrow at 9:00 am", "on Fri, 27 Nov, 3:00 pm": always with the day it means. */
export function describeWhen(at: Date, now: Date): string {
  const days = istDaysBetween(now, at);
  if (days === 0) return `today at ${formatIstTime(at)}`;
  if (days === 1) return `tomorrow at ${formatIstTime(at)}`;
  return `on ${formatIst(at)}`;
}

// First words that make a title an action ("call", "send"): "to call Rahul" rather than "about call Rahul".
const VERBS = new Set(
  (
    "call email mail send review check pay submit approve sign book meet talk follow prepare file renew take pick buy finish " +
    "update share confirm cancel reply write read join attend schedule order collect wish congratulate thank message text " +
    "ping ask tell plan visit go get start make do drink leave transfer process draft discuss finalise finalize present " +
    "respond invite chase block remind bring clear fix close move dial log book print"
  ).split(" "),
);

/** How a reminder is said back: "to call Rahul", "about “Dentist appointment”". */
export function reminderPhrase(title: string): string {
  const first = (title.split(" ")[0] ?? "").toLowerCase();
  if (VERBS.has(first)) return `to ${first}${title.slice(first.length)}`;
  return `about “${title}”`;
}
