import type { Reading } from "./read.ts";
import { ask } from "./read.ts";
import { MOVE, SAME_TIME, readFollowUp } from "./read-follow-up.ts";
import { ASKS_FOR_IDEAS, readDraft } from "./read-draft.ts";
import { selfNoteContent } from "./draft-note.ts";
import { listName, readIdeas, readList, readSend } from "./read-other.ts";
import { questionAsked, readQuestion } from "./read-questions.ts";
import { readMeeting, readReminder } from "./read-schedule.ts";
import type { Request } from "./request.ts";
import { bareMeetingIn } from "./bare-meeting.ts";
import { listSentence } from "./list-sentence.ts";
import { namesOnlyARole, roleAdded, roleAsSaidBack } from "./role.ts";

const CREATE_VERB = /\b(?:book|schedule|set\s+up|fix|arrange|organi[sz]e|add|put|block|rakh\w*|laga\w*)\b/i;
const SHOWS_A_LIST = new RegExp(
  String.raw`^\s*(?:(?:please|pls|kindly|can\s+you|ria)[\s,]+)*(?:show|pull\s+up|open|display|read\s+out|send)\b(?:\s+me)?\s+` +
    String.raw`(?:my|the|our)\s+([^,.;]*?)\s*\blist\s*[.!?]?\s*$`,
  "i",
);
const MOVE_VERB = /\b(?:rakh\s+do|rakho|kar\s+do|karo|move|shift|push|change|make\s+it|instead)\b/i;
// Ria sends no email and writes replies for the executive to send: "Draft a WhatsApp to …", "Client ko email karo ki …",
// "Reply karo ki …", "… Draft it, don't send" ask for a draft even when read as sending a message.
const ASKS_FOR_A_DRAFT = new RegExp(
  String.raw`\b(?:draft|write|likh\w*|compose|prepare|e-?mail|mail|don'?t\s+send|do\s+not\s+send)\b|` +
    String.raw`(?:^|\b(?:to|and)\s+)(?:reply|respond)\b|\b(?:reply|respond)\s+(?:to|karo|kar|back|saying|that|with)\b`,
  "i",
);

/** Turns what the model read into a request with IST times resolved in code, or the one question to ask first. */
export function interpret(reading: Reading, now: Date): Request {
  const asked = questionAsked(reading);
  if (asked) return readQuestion(asked, now);
  const bare = bareMeetingIn(reading);
  if (bare) return readMeeting(bare, now);
  switch (reading.intent) {
    case "reminder.create":
      return readReminder(reading, now);
    case "meeting.create":
      // "Same time but Friday for the Lisa call": another day for a meeting there is, not a new one.
      if (SAME_TIME.test(reading.message) && !CREATE_VERB.test(reading.message))
        return readFollowUp({ ...reading, intent: "action.change" }, now);
      return readMeeting(reading, now);
    case "list.add": {
      // "Pull up the vendors to call list": a list asked to be shown, whatever the model read.
      const shown = SHOWS_A_LIST.exec(reading.message);
      if (shown) return { kind: "list.show", list: listName(shown[1]) };
      // "Jot down a note for myself: …" is a note to keep whole, not items for a list.
      return selfNoteContent(reading.message) && !/\blist\b/i.test(reading.message) ? readDraft(reading) : readList(reading);
    }
    case "list.show":
    case "list.complete":
      return readList(reading);
    case "schedule.agenda":
    case "schedule.next":
    case "schedule.find":
    case "schedule.free":
    case "schedule.count":
      // "Friday nahi ho payega, same time Monday rakh do" mentions a day's schedule but asks to move something.
      if (SAME_TIME.test(reading.message) && MOVE_VERB.test(reading.message))
        return readFollowUp({ ...reading, intent: "action.change" }, now);
      return readQuestion(reading, now);
    case "action.change":
      return withRolesNamed(reading, orNewRequest(reading, readFollowUp(reading, now), now));
    case "action.cancel":
    case "action.skip":
      return readFollowUp(reading, now);
    case "draft.write":
      return ASKS_FOR_IDEAS.test(reading.message) ? readIdeas(reading) : readDraft(reading);
    case "content.ideas":
      return readIdeas(reading);
    case "message.send":
      if (ASKS_FOR_IDEAS.test(reading.message)) return readIdeas(reading);
      return ASKS_FOR_A_DRAFT.test(reading.message) || selfNoteContent(reading.message) ? readDraft(reading) : readSend(reading);
    case "chat.greet":
    case "chat.thanks":
    case "chat.bye":
    case "chat.ack":
    case "chat.how":
      return withDone(reading, { kind: "chat", what: reading.intent.slice(5) as "greet" | "thanks" | "bye" | "ack" | "how" });
    case "help":
    case "health":
      return { kind: "chat", what: reading.intent };
    case "out_of_scope":
      return withDone(reading, { kind: "chat", what: "decline" });
    case "fragment":
      return ask(reading, "intent", "What would you like me to do with that: set a reminder, book a meeting or add it to a list?");
  }
}

// Words that change something already set, whatever else the message says.
const CHANGES_SOMETHING = /\b(?:reschedul\w*|change\w*|instead|make\s+it|badal\w*)\b/i;

/**
 * "add toothpaste + shaving cream to groceries", "Need to see Nitin day after tomorrow, 11:30 works": read as a change
 * to something named by words that may point at nothing. When they do, the message asks for something new: items for
 * the list it names, or a meeting with the person at that time (when no word moves anything).
 */
function orNewRequest(reading: Reading, request: Request, now: Date): Request {
  // "groceries mein 2 kg aloo add karo": no change can be read, and the sentence adds to a list.
  if (request.kind === "ask" && request.pending.missing === "change" && listSentence(reading.message)?.list)
    return readList({ ...reading, intent: "list.add" });
  if (request.kind !== "change" || request.target.pronoun) return request;
  const { change, target } = request;
  // "Yoga reminder every Tuesday and Thursday at 6:30 am": a repetition said for a reminder that may not exist yet.
  const repeating = reading.slots.some((s) => s.slot === "RECUR");
  if (change.kind === "retime" && repeating && target.type === "reminder" && target.words.length) {
    const titled = reading.slots.map((s) => (s.slot === "REF" ? { ...s, slot: "TASK" as const } : s));
    return { ...request, ifNoneMatch: readReminder({ ...reading, intent: "reminder.create", slots: titled }, now) };
  }
  if (target.type) return request;
  if (change.kind === "add-people" && !target.people.length && listSentence(reading.message)?.list) {
    return { ...request, ifNoneMatch: readList({ ...reading, intent: "list.add" }) };
  }
  const moves = MOVE.test(reading.message) || CHANGES_SOMETHING.test(reading.message);
  if (change.kind === "retime" && change.dayGiven && change.clockGiven && !moves && (target.people.length || target.words.length)) {
    const people = reading.slots.map((s) => (s.slot === "REF" ? { ...s, slot: "PERSON" as const } : s));
    return { ...request, ifNoneMatch: readMeeting({ ...reading, intent: "meeting.create", slots: people }, now) };
  }
  return request;
}

// "GST filing ho gaya", "Electricity bill paid.", "The Nasscom deck is done": something done, and nothing else.
const DONE_NEWS = new RegExp(
  String.raw`^(?:(?:finally|yay|ok|okay|so)[\s,!]+)?(?:the\s+|my\s+)?(.{3,60}?)\s+(?:is\s+|are\s+|has\s+been\s+)?` +
    String.raw`(?:ho\s+(?:gaya|gayi|gaye|chuka|chuki)|done|completed|finished|paid|sent|submitted|filed)` +
    String.raw`(?:\s+(?:hai|now|today|already|finally))?[.!]*$`,
  "i",
);

/** Small talk that is news of something done carries it, for Ria to tick off the list when it is on one. */
function withDone(reading: Reading, request: Extract<Request, { kind: "chat" }>): Request {
  const done = DONE_NEWS.exec(reading.message.trim())?.[1];
  return done ? { ...request, done } : request;
}

/**
 * "isme mere EA ko bhi add kar do", "Add my co-founder also": someone brought into a meeting by a role alone has no name
 * to invite, so Ria asks who rather than adding a role or asking what to change.
 */
function withRolesNamed(reading: Reading, request: Request): Request {
  const adding = request.kind === "change" && request.change.kind === "add-people" ? request.change.people : [];
  const role = adding.length && adding.every(namesOnlyARole) ? adding[0] : request.kind === "ask" ? roleAdded(reading.message) : undefined;
  if (!role) return request;
  return ask(reading, "who", `Who is ${roleAsSaidBack(role)}? Tell me their name and I'll add them.`);
}
