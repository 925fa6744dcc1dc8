import type { DraftPurpose } from "./draft-request.ts";
import type { FollowUp } from "./follow-up.ts";

/** Where content is meant to be published; "general" when the request names no platform. */
export type Platform = "instagram" | "linkedin" | "twitter" | "email" | "general";

/** Why Ria asks a question instead of acting: she never takes a silently wrong action. */
export type ClarifyReason = "past" | "impossible-date" | "missing-time" | "missing-what" | "ambiguous" | "unknown";

/** What the executive asked for, resolved to IST instants (Dates are UTC instants). */
export type Intent =
  | { kind: "reminder"; title: string; at: Date }
  | { kind: "calendar"; title: string; at: Date; durationMinutes: number; with?: string }
  | { kind: "list.add"; items: string[]; list?: string }
  | { kind: "list.show"; list?: string }
  | { kind: "list.complete"; query: string }
  | { kind: "agenda"; what: "calendar" | "reminders"; from: Date; to: Date; label: string }
  | { kind: "free"; from: Date; to: Date; label: string }
  | { kind: "content"; form: "ideas"; platform: Platform; topic: string; count: number }
  /** A draft: why it is written (thank, invite...), to whom, and its subject as `topic`. */
  | { kind: "content"; form: "draft"; platform: Platform; topic: string; count: 1; purpose: DraftPurpose; recipient?: string }
  | { kind: "smalltalk"; reply: string }
  | { kind: "help" }
  | { kind: "health" }
  | { kind: "clarify"; reason: ClarifyReason; question: string }
  | { kind: "follow-up"; change: FollowUp };

/** The intent kinds, for callers that switch on them. */
export type IntentKind = Intent["kind"];

/** Builds a clarify intent; a helper so every detector phrases refusals the same way. */
export function clarify(reason: ClarifyReason, question: string): Intent {
  return { kind: "clarify", reason, question };
}
