/** Spec section 3: what a reply did, as the chat shows it (times in ISO 8601 with +05:30). */
export interface ActionResult {
  id: string;
  type: "reminder" | "calendar" | "list" | "other";
  /** scheduled: set for later; done: carried out now; cancelled: called off; failed: could not be done. */
  status: "scheduled" | "done" | "cancelled" | "failed";
  title: string;
  at?: string;
  durationMinutes?: number;
}

import type { Missing } from "./understanding/request.ts";

/** The stored items an answer is about, so what it says can be checked against the data it read. */
export interface Answer {
  kind: "agenda" | "next" | "find" | "free" | "count";
  from?: Date;
  to?: Date;
  items: Array<{ id: string; title: string; at: Date }>;
  count?: number;
  /** What a count counted. */
  what?: "meetings" | "reminders" | "all";
  free?: boolean;
}

/** What carrying out a request produced: the actions and the reply's text. */
export interface Outcome {
  actions: ActionResult[];
  text: string;
  /** True when the responder already sent the text as deltas (a model streaming its reply). */
  streamed?: boolean;
  /** For a question about the schedule: the stored items the answer is about. */
  answer?: Answer;
  /** When Ria asked instead of acting: what she asked about. */
  asked?: Missing;
}
