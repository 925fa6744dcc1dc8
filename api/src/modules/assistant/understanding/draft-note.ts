import { withoutInstructions } from "./draft-instructions.ts";
import { tidyPhrase } from "./title.ts";

// "make a note:", "jot down a note for myself:", "take a note that", "write a quick note for the minutes", "ek note
// bana lo:": a note the executive keeps for themself; all that follows is what it says. ("Note down X" and "add a
// note" are left to the list: they read as a to-do.)
const SELF_NOTE = new RegExp(
  String.raw`^(?:(?:please|pls|kindly|can\s+you|could\s+you|ok(?:ay)?|so|uh+|um+|ria)[\s,]+)*` +
    String.raw`(?:(make|take|jot(?:\s+down)?|write(?:\s+down)?|create)\s+(?:a|an|one)\s+` +
    String.raw`(?:quick\s+|short\s+|small\s+)?(?:note|memo)` +
    String.raw`(\s+(?:for|to)\s+(?:myself|me|self|the\s+minutes|the\s+record|the\s+file|my\s+records?))?|` +
    String.raw`(?:ek\s+)?note\s+(?:bana|likh)\s*(?:lo|le|do|dena|o)?)` +
    String.raw`(?:\s+(?:um+|uh+))*(\s*[:\-–—,]\s*|\s+(?:that|ki|saying|of)\s+|\s+)(.+)$`,
  "i",
);
// Verbs that write notes to other people too ("write a note to Priya"): a note for oneself only when it says so.
const ALSO_FOR_OTHERS = /^(?:write|create)/i;

/** What a note the executive keeps for themself says, or undefined when the message asks for no such note. */
export function selfNoteContent(message: string): string | undefined {
  const note = SELF_NOTE.exec(message.trim());
  if (!note) return undefined;
  const [, verb, forSelf, joint, content] = note;
  const bare = !joint!.trim();
  if (bare && /^(?:to|for)\b/i.test(content!)) return undefined;
  if (verb && ALSO_FOR_OTHERS.test(verb) && !forSelf && bare) return undefined;
  return tidyPhrase(withoutInstructions(content!)) || undefined;
}
