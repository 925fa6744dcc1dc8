import { VERBS } from "./words.ts";
import { tidyPhrase } from "./title.ts";

/** Names of the default task list; any other word before "list" names a list of its own ("grocery", "travel"). */
const TASK_LIST = /^(?:task|tasks|to-?do|to\s+do|todo|to-?dos|check)$/i;

/** A list as the user refers to it: "my grocery list", "the travel list", "my to-do list", "my tasks". */
export const LIST_REF =
  String.raw`(?:(?:my|the|our|meri|mera)\s+)?(?:([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+)?(?:list|checklist)` +
  String.raw`|(?:(?:my|meri|mere|mera)\s+)?(?:tasks|to-?dos|to-?do)`;

/** The list a reference names: null for the task list, else the name in lower case ("grocery"). */
export function listName(name: string | undefined): string | null {
  const words = (name ?? "")
    .toLowerCase()
    .replace(/^(?:my|the|our)\s+/, "")
    .trim();
  if (!words || TASK_LIST.test(words)) return null;
  return words;
}

/**
 * The items of "milk, eggs and coffee": commas always separate; "and" (or Hindi "aur") separates on a named list,
 * and on the task list only when both sides read as tasks of their own ("pick up dry cleaning and buy diapers").
 */
export function splitItems(text: string, named: boolean): string[] {
  const parts = text.split(/\s*,\s*/).flatMap((part, _i, all) => {
    const halves = part.split(/\s+(?:and|aur)\s+/i);
    if (halves.length === 1) return halves;
    const separate = named || all.length > 1 || halves.every((h) => VERBS.has(h.split(" ")[0]!.toLowerCase()) || h.split(" ").length <= 2);
    return separate ? halves : [part];
  });
  // "milk eggs and bread" (speech, no commas): on a named list single words before "and" are items too.
  const last = parts.at(-1) ?? "";
  const spoken = named && parts.length === 2 && !text.includes(",") && last.split(" ").length === 1 && parts[0]!.split(" ").length <= 3;
  if (spoken) parts.splice(0, 1, ...parts[0]!.split(" "));
  return parts.map((p) => tidyPhrase(p.replace(/^(?:and|aur)\s+/i, "").replace(/^['"‘“]|['"’”]$/g, ""))).filter(Boolean);
}
