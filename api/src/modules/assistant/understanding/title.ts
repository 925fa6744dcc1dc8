// Titles from the words the model marked: what the executive said, tidied, never with the instruction around it.

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
const FILLERS = /\b(?:uh+|um+|umm+|hmm+|like|basically|you\s+know|i\s+mean|okay\s+so|so)\b\s*/gi;
// Joining words at the edges: "to call Rahul", "about the deck", Hinglish "gym jaane ki", "dawai leni hai", "usme Sapiens";
// "do the needful regarding" is only the instruction.
const LEADING = new RegExp(
  String.raw`^(?:(?:do\s+the\s+needful(?:\s+and)?|to|about|for|regarding|re|that|of|on|me|please|kindly|ki|ke|ka|ko|se|` +
    String.raw`[iu]sme(?:in|n)?)\b[\s:,-]*)+`,
  "i",
);
const TRAILING = new RegExp(
  String.raw`(?:[\s,;:-]+(?:please|pls|thanks|ok|okay|ji|na|yaar|hai|hain|h|ke\s+liye|ke\s+baa?re\s+(?:me|mein|mai|mei)|` +
    String.raw`ki|ka|ke|ko|se|ka\s+reminder|reminder|yaad\s+dila(?:na|ye|ein|en|do|dena)?|remind))+$`,
  "i",
);
// "call the the bank", "schedule schedule": a word said twice in dictation.
const REPEATED = /\b(\w+)(\s+\1\b)+/gi;

/** Turns the speaker's pronouns to the listener's: "take my medicine" -> "take your medicine". */
export function turnPronouns(text: string): string {
  return text.replace(/\b(?:my|me|i|mine|myself|i'm|our|us)\b(?!')/gi, (word) =>
    word.length > 1 && word === word.toUpperCase() ? word : (PRONOUNS[word.toLowerCase()] ?? word),
  );
}

/** Removes fillers, repeated words, joining words and end punctuation from a marked phrase. */
// Words that stand for a thing without naming it ("remind me about it", "wo bhi daal do", "do the needful for the same").
const NAMES_NOTHING = new RegExp(
  String.raw`^(?:(?:a\s+few|some|few|a\s+couple\s+of|couple\s+of|kuch)\s+(?:things?|items?|stuff|cheezein|cheezen|kaam)|` +
    String.raw`something|anything|stuff|things?|it|this|that|these|those|kuch|woh?|vo|voh|ye|yeh|isko|usko|ise|use|inko|unko|` +
    String.raw`(?:do\s+)?the\s+(?:needful|same)(?:\s+for(?:\s+the\s+same)?)?)$`,
  "i",
);

/** Whether a phrase only points at a thing instead of naming it: no reminder title, no list item. */
export function namesNothing(phrase: string): boolean {
  return NAMES_NOTHING.test(tidyPhrase(phrase));
}

export function tidyPhrase(text: string): string {
  let out = text.replace(FILLERS, " ").replace(REPEATED, "$1").replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/^[\s"'“”‘’:,.;!?()–—-]+|[\s"'“”‘’:,.;!?()–—-]+$/g, "")
      .replace(LEADING, "")
      .replace(TRAILING, "")
      .trim();
  }
  return out;
}

/** Upper-cases the first letter only, so names and acronyms keep the user's casing. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A reminder's title from its task: "to call the the bank" -> "Call the bank", "take my pills" -> "Take your pills". */
export function taskTitle(task: string): string {
  return capitalise(turnPronouns(tidyPhrase(task))).slice(0, 200);
}

// What a meeting is, when that is all the task says: "a call with Priya" is "Call with Priya".
const KINDS = new RegExp(
  String.raw`^(?:a\s+|an\s+|the\s+|quick\s+|short\s+)*(meeting|call|con\s*call|sync|catch[\s-]?up|1:1|one[\s-]on[\s-]one|lunch|dinner|` +
    String.raw`breakfast|coffee|chat|discussion|review|interview|demo|zoom(?:\s+call)?|video\s+call|meet)$`,
  "i",
);

/** Splits "John and Priyanka", "Olivia, Arjun & Zara" into names; groups ("the Tata folks") stay whole. */
export function splitPeople(text: string): string[] {
  return tidyPhrase(text)
    .split(/\s*(?:,|&|\band\b|\baur\b|\bplus\b)\s*/i)
    .map((name) => tidyPhrase(name.replace(/\b(?:ke\s+saath|ke\s+sath|se|ko|with)\b/gi, " ")))
    .filter((name) => name && !/^(?:me|mujhe|i|myself|us)$/i.test(name))
    .map((name) => (/^[a-z]/.test(name) && !/^(?:the|our|my|all|team)\b/i.test(name) ? capitalise(name) : name));
}

/** A meeting's title: the task as said, with the people it is with ("Call with Kavita Shah", "Quarterly review with Tata"). */
export function meetingTitle(task: string | undefined, people: string[], topic?: string): string {
  // "[Lunch with] [Anjali]": the model may mark the joining word with the kind of meeting.
  const subject = task ? tidyPhrase(task).replace(/\s+(?:with|ke\s+saath|ke\s+sath)$/i, "") : "";
  const withWhom = people.length ? ` with ${people.join(" and ")}` : "";
  const kind = subject ? KINDS.exec(subject) : null;
  const base = subject ? capitalise(turnPronouns(kind ? kind[1]!.toLowerCase() : subject)) : "Meeting";
  const mentioned = people.every((person) => base.toLowerCase().includes(person.toLowerCase()));
  const about = topic && !base.toLowerCase().includes(topic.toLowerCase()) ? ` about ${turnPronouns(tidyPhrase(topic))}` : "";
  return `${base}${mentioned ? "" : withWhom}${about}`.slice(0, 200);
}
