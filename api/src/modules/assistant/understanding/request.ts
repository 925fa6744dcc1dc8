import type { IntentName, SlotName } from "./labels.ts";
import type { DraftRequest } from "../drafting/draft-request.ts";

/** A repetition in RFC 5545 form ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), with the first occurrence. */
export interface Repeat {
  rule: string;
}

/** How a follow-up or a question names something already set: words of the user's, read into what they point at. */
export interface Reference {
  /** "it", "that", "ise": the last thing done in this conversation. */
  pronoun: boolean;
  /** People named ("the Arvind meeting", "my call with Kavita"). */
  people: string[];
  /** Content words that should be in its title ("standup", "yoga"). */
  words: string[];
  /** When it is ("my 3 pm", "tomorrow's standup"): a day, a clock time, or both. */
  at?: { day?: Date; clock?: { hour: number; minute: number } };
  /** What kind of thing ("the reminder about the deck", "the meeting"). */
  type?: "meeting" | "reminder" | "list";
  /** The words describe the thing ("the payment reminder", "dawai wala") rather than name someone ("Sunil wali"). */
  describes?: boolean;
  /** "my call", "the call reminder": a noun that titles say too ("Call with Meena"), telling two calls from the rest. */
  noun?: "call";
  /** Which of several ("the second one", "the last one"), 1-based; -1 the last. */
  ordinal?: number;
  /** The things Ria listed when she asked "which one?"; the answer chooses among them only. */
  among?: string[];
}

/** What a follow-up changes. */
export type Change =
  /**
   * `orAt`: the other reading of a clock said without am or pm ("make it 7"); the item's own time chooses. `usual`: `at`
   * is the hour's usual reading ("9:15" in the morning), kept when neither is near the item's time; else Ria asks.
   */
  | { kind: "retime"; at: Date; dayGiven: boolean; clockGiven: boolean; orAt?: Date; usual?: boolean }
  | { kind: "shift"; minutes: number }
  | { kind: "resize"; minutes: number; by?: "longer" | "shorter" }
  | { kind: "add-people"; people: string[] }
  | { kind: "remove-people"; people: string[] }
  | { kind: "rename"; title: string };

/** What Ria is missing when she asks. */
export type Missing = "time" | "ampm" | "what" | "which" | "day" | "who" | "intent" | "change";

/** A request Ria could not complete: what she asks, and what she has so far, to finish it from the answer. */
export interface Pending {
  intent: IntentName;
  slots: Array<{ slot: SlotName; text: string }>;
  message: string;
  missing: Missing;
  /** For "which one?": the ids of the things that matched, in the order she listed them. */
  candidates?: string[];
}

/** A span of days for a question, with the words the answer names it by. */
export interface Window {
  from: Date;
  to: Date;
  label: string;
}

/** What a message asks Ria to do, fully resolved (IST instants as Dates), or the question she must ask first. */
export type Request =
  | { kind: "reminder"; title: string; at: Date; repeat?: Repeat }
  | { kind: "meeting"; title: string; at: Date; minutes: number; people: string[]; place?: string; repeat?: Repeat; attendees?: string[] }
  | { kind: "list.add"; items: string[]; list: string | null }
  | { kind: "list.show"; list: string | null }
  | { kind: "list.complete"; query: string; list: string | null; message?: string }
  | { kind: "agenda"; window: Window; what: "all" | "meetings" | "reminders" }
  | { kind: "next"; what: "meetings" | "all" }
  | { kind: "find"; reference: Reference; window?: Window }
  | { kind: "free"; window: Window; exact: boolean }
  | { kind: "count"; window: Window; what: "meetings" | "reminders" | "all" }
  /** `ifNoneMatch`: what the words ask when they point at nothing ("add milk and eggs to groceries" adds to a list). */
  | { kind: "change"; target: Reference; change: Change; ifNoneMatch?: Request }
  | { kind: "cancel"; target: Reference }
  | { kind: "skip"; target: Reference }
  | { kind: "draft"; draft: DraftRequest }
  | { kind: "ideas"; platform: "linkedin" | "instagram" | "twitter" | "general"; topic: string; count: number }
  | { kind: "send"; to: string; body: string }
  /** `done`: news of something done ("GST filing ho gaya"), ticked off when it is an open item on a list. */
  | { kind: "chat"; what: "greet" | "thanks" | "bye" | "ack" | "how" | "help" | "health" | "decline"; done?: string }
  | { kind: "ask"; question: string; pending: Pending };

export type RequestKind = Request["kind"];
