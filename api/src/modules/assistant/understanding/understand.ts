import { interpret } from "./interpret.ts";
import type { SlotName } from "./labels.ts";
import { type UnderstandingModel, loadModel } from "./model.ts";
import type { Reading } from "./read.ts";
import { focusSlots } from "./focus-slots.ts";
import { BY_LENGTH, QUOTED, RENAME, SAME_TIME } from "./read-follow-up.ts";
import { repairSpans } from "./repair-spans.ts";
import { asBareMeeting } from "./bare-meeting.ts";
import { movesMoney } from "./money.ts";
import { smallTalkOnly } from "./small-talk.ts";
import type { Pending, Request } from "./request.ts";
import { liftEmailAddresses } from "./email-addresses.ts";
import { type InputProblem, sanitizeInput } from "./sanitize.ts";
import { ticksOff } from "./tick-off.ts";
import { namesNothing, saidOutright } from "./said-outright.ts";
import { listHeading, splitItems } from "./list-sentence.ts";

const CHANGE_SLOTS = new Set<SlotName>(["TIME", "DURATION", "SHIFT", "PERSON"]);
// Right after Ria did something, these change it whatever else the model read: "Same time Monday?", "Make it 8:30",
// "Keshav wants it earlier".
const CHANGES_IT = new RegExp(
  String.raw`${SAME_TIME.source}|^\s*(?:ok(?:ay)?,?\s+)?make\s+(?:it|that)\s+\d|\bwants?\s+(?:it|that)\s+(?:earlier|later|moved|shifted)\b`,
  "i",
);

/** Below this the model's intent is a guess, and Ria asks instead (chosen on the development set). */
export const CONFIDENT = 0.5;

const UNREADABLE: Record<InputProblem, string> = {
  empty: "I didn't catch that. You can ask me to set a reminder, schedule a meeting, add a task or draft a message.",
  "too-long": "That's a long message. Could you tell me in a sentence or two what you'd like me to do?",
  junk: 'I couldn\'t make sense of that. Try something like "Remind me to call Rahul tomorrow at 5 pm".',
  markup: "That looks like code or a web page rather than a request. What would you like me to do?",
};

// "Make it 8:30": the clock a follow-up names, when the model marked nothing.
const MAKE_IT_CLOCK = /\bmake\s+(?:it|that)\s+(\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)(?!\s*(?:\d|mins?\b|minutes?|hours?|hrs?|ghant))/i;

// "Can we do 30 mins later?", "ek ghanta baad kar do": an amount of time later or earlier.
const SHIFTED_BY =
  /\b(?:\d+|an?|one|two|half\s+an?|ek|do|aadha)\s*(?:mins?|minutes?|hours?|hrs?|ghant[ae])\s+(?:later|earlier|baad|pehle|aage|peeche)\b/i;

// "call it brand refresh kickoff": a new name for what was just done ("call it a day" is none).
const CALLS_IT =
  /^\s*(?:(?:ok|okay|actually|and)[\s,]+)?(?:call|name|rename|title)\s+(?:it|this|that)\s+(?!off\b|a\s+day\b|quits\b|done\b)\w/i;

/** A new name, another day at the same time, or a move by an amount: words that only ever change what was just done. */
const REDOES_IT = (message: string) =>
  CALLS_IT.test(message) ||
  (RENAME.test(message) && QUOTED.test(message) && !/\b(?:cancel|delete|remove)\b/i.test(message)) ||
  SAME_TIME.test(message) ||
  BY_LENGTH.test(message) ||
  SHIFTED_BY.test(message);

/** The reading with the clock of "make it 8:30" marked as its time, when no time was marked. */
function withClockSaid(reading: Reading): Reading {
  const clock = MAKE_IT_CLOCK.exec(reading.message);
  if (!clock || reading.slots.some((s) => s.slot === "TIME")) return reading;
  const start = clock.index + clock[0].length - clock[1]!.length;
  return { ...reading, slots: [...reading.slots, { slot: "TIME", text: clock[1]!, start, end: start + clock[1]!.length }] };
}

/** What a message asks, and how it was read (kept so an unfinished request can be completed by the next message). */
export interface Understanding {
  request: Request;
  reading: Reading;
  confidence: number;
}

let shared: Promise<UnderstandingModel> | undefined;

/** The committed model, loaded once per process. */
export function sharedModel(): Promise<UnderstandingModel> {
  shared ??= loadModel();
  return shared;
}

/**
 * Reads one message: the model decides what it asks and marks its parts, code resolves the times. `pending` is the
 * question Ria asked last; an answer to it ("5 pm", "the second one", "call the bank") completes that request.
 */
export async function understand(
  text: string,
  now: Date,
  pending?: Pending,
  context: { recentAction?: boolean; model?: UnderstandingModel } = {},
): Promise<Understanding> {
  const input = sanitizeInput(text);
  if (!input.ok) {
    const reading: Reading = { intent: "fragment", slots: [], message: "" };
    return {
      reading,
      confidence: 1,
      request: { kind: "ask", question: UNREADABLE[input.problem], pending: { ...reading, missing: "intent" } },
    };
  }
  const { text: message, emails } = liftEmailAddresses(input.text);
  const prediction = await (context.model ?? (await sharedModel())).predict(message);
  const focused = focusSlots(message, repairSpans(message, prediction.slots));
  const slots = focused.slots.map(({ slot, text, start, end }) => ({ slot, text, start, end }));
  // "good morning! chai pi li?": small talk and nothing else, however the model read it (an answer to Ria's question
  // is read as one).
  const readsItself = /^(?:chat\.|help|health)/.test(prediction.intent) || pending;
  const smallTalk = readsItself ? undefined : smallTalkOnly(message, prediction);
  const ticked = !pending && !prediction.intent.startsWith("list.") && ticksOff(message);
  // "Groceries: atta, toor dal, ghee": a list and its items said as a heading, whatever the model read.
  const headed = !pending && prediction.intent !== "list.add" && !ticksOff(message) && listHeading(message) !== null;
  const outright = pending || prediction.intent.startsWith("action.") ? undefined : saidOutright(message);
  // "Kindly do the needful.": nothing is named, so nothing can be done but ask.
  const vague = !pending && namesNothing(message);
  const intent = vague
    ? "fragment"
    : ticked
      ? "list.complete"
      : headed
        ? "list.add"
        : (outright ?? smallTalk ?? (!readsItself && movesMoney(message, prediction.intent) ? "out_of_scope" : prediction.intent));
  const confidence = vague || smallTalk || ticked || headed || outright ? 1 : prediction.confidence;
  const own: Reading = {
    intent,
    slots,
    message,
    contextPeople: focused.contextPeople,
    ...(emails.length ? { emails } : {}),
  };
  const answer = pending && answers(pending, own, confidence) ? merge(pending, own) : undefined;
  // Right after Ria did something, a bare "6 pm" or "an hour" or "Rahul too" changes it.
  const said = withClockSaid(own);
  // "isko 'X' naam de do", "Sunday nahi, Saturday kar do, same time": these change it however unsure the model is.
  const redoes = !answer && !!context.recentAction && REDOES_IT(message) && !/^chat\./.test(own.intent);
  const changes =
    redoes ||
    (!answer &&
      context.recentAction &&
      said.slots.some((s) => CHANGE_SLOTS.has(s.slot)) &&
      (own.intent === "fragment" || (!/^(?:action|chat)\./.test(own.intent) && CHANGES_IT.test(message))));
  // "Actually make it 4": the clock said is the change's time, when the model marked none.
  const reading = answer ?? (changes ? { ...said, intent: "action.change" as const } : own.intent === "action.change" ? said : own);
  // "Vendor meeting Wednesday 5 pm": an event and its time is a meeting to book, however unsure the model was of it.
  const bare = /^(?:fragment|action\.change)$/.test(reading.intent) && asBareMeeting(reading);
  if (!answer && !redoes && !bare && confidence < CONFIDENT && !intent.startsWith("chat.")) {
    const question = "Sorry, I didn't quite follow. Should I set a reminder, book a meeting, add it to a list, or something else?";
    return { reading, confidence, request: { kind: "ask", question, pending: { ...reading, missing: "intent" } } };
  }
  const request = safely(() => interpret(reading, now), reading);
  // "The second one": the answer chooses among the things Ria listed, nothing else.
  if (answer && pending?.candidates && "target" in request) request.target.among = pending.candidates;
  if (answer && pending?.candidates && request.kind === "find") request.reference.among = pending.candidates;
  return { reading, confidence, request };
}

/** A bug in reading one message must not become a crash in the chat: asking is always safe. */
function safely(read: () => Request, reading: Reading): Request {
  try {
    return read();
  } catch {
    return {
      kind: "ask",
      question: "Sorry, I didn't quite follow. Could you say that another way?",
      pending: { ...reading, missing: "intent" },
    };
  }
}

/** Whether a message answers the question Ria asked rather than asking something new. */
function answers(pending: Pending, reading: Reading, confidence: number): boolean {
  if (reading.intent === "fragment" || confidence < CONFIDENT) return true;
  if (pending.missing === "intent") return !reading.intent.startsWith("chat.") && reading.intent !== "out_of_scope";
  return reading.intent === pending.intent && reading.slots.length > 0 && reading.slots.length <= 2;
}

/** The question's request with the answer's parts filled in: a new value replaces the old, an "evening" completes an "at 8". */
function merge(pending: Pending, answer: Reading): Reading {
  const intent = pending.missing === "intent" && answer.intent !== "fragment" ? answer.intent : pending.intent;
  let slots = pending.slots.map(({ slot, text }) => ({ slot, text }));
  // "What should I add to your groceries list?" "lemons and mint": the answer is the items, however the model marked it.
  if (pending.intent === "list.add" && pending.missing === "what") {
    const items = splitItems(answer.message).map((text) => ({ slot: "ITEM" as const, text }));
    return { intent, slots: [...slots, ...items], message: `${pending.message} ${answer.message}` };
  }
  const given = answer.slots.length ? answer.slots : [{ slot: bareSlot(pending), text: answer.message }];
  for (const { slot, text } of given) {
    const old = slots.find((s) => s.slot === slot);
    if (pending.missing === "ampm" && slot === "TIME" && old && !/\d/.test(text)) {
      old.text = `${old.text} ${text}`;
      continue;
    }
    slots = [...slots.filter((s) => s.slot !== slot), { slot, text }];
  }
  return { intent, slots, message: `${pending.message} ${answer.message}` };
}

/** What a reply with no marked part answers: the thing that was missing. */
function bareSlot(pending: Pending): SlotName {
  switch (pending.missing) {
    case "time":
    case "ampm":
    case "day":
      return "TIME";
    case "which":
      return "REF";
    case "who":
      return "PERSON";
    default:
      return "TASK";
  }
}
