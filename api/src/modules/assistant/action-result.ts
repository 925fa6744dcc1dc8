/** Spec section 3: what a reply did, as the chat shows it (times in ISO 8601 with +05:30). */
export interface ActionResult {
  id: string;
  type: "reminder" | "calendar" | "list" | "other";
  status: "completed" | "pending" | "failed";
  title: string;
  at?: string;
  durationMinutes?: number;
}

/** What carrying out a request produced: the actions and the reply's text. */
export interface Outcome {
  actions: ActionResult[];
  text: string;
  /** True when the responder already sent the text as deltas (a model streaming its reply). */
  streamed?: boolean;
}
