/**
 * The evaluation vocabulary: what Ria should understand from one request, written compactly.
 * Times are IST wall time in 2026 as "MM-DD HH:mm"; every set runs at Tuesday 24 Nov 2026, 10:00 IST.
 */
export const EVAL_NOW = new Date("2026-11-24T10:00:00+05:30");

/** How the request is written, which is what the evaluation reports accuracy by. */
export type Style = "english" | "indian" | "hinglish" | "voice" | "typos";

/** The expected understanding of one request; fields left out are not checked. */
export interface Expected {
  kind: string;
  title?: string;
  at?: string;
  minutes?: number;
  items?: string[];
  list?: string | null;
  from?: string;
  to?: string;
  what?: string;
  reason?: string;
  form?: string;
  platform?: string;
  query?: string;
  /** The title exactly as written, capitals included (titles rows); `title` compares words only. */
  exactTitle?: string;
  /** A draft's purpose, recipient and subject (`topic` on the intent). */
  purpose?: string;
  recipient?: string;
  subject?: string;
  /** Text Ria's reply must contain, and text it must not. */
  says?: string[];
  never?: string[];
}

/** One evaluation row: style, request, expectation. */
export type EvalCase = [Style, string, Expected];

/** A reminder called `title` at `at`. */
export const R = (title: string, at: string): Expected => ({ kind: "reminder", title, at });
/** A calendar event; `minutes` is checked when given. */
export const M = (title: string, at: string, minutes?: number): Expected => ({
  kind: "calendar",
  title,
  at,
  ...(minutes ? { minutes } : {}),
});
/** Items added to a list; `list` null is the task list. */
export const L = (items: string[], list: string | null = null): Expected => ({ kind: "list.add", items, list });
/** Show a list. */
export const S = (list: string | null = null): Expected => ({ kind: "list.show", list });
/** Mark a task done. */
export const C = (query: string): Expected => ({ kind: "list.complete", query });
/** A question about the schedule from `from` (MM-DD, midnight) to `to` (default: the next day). */
export const A = (from: string, to?: string): Expected => ({ kind: "agenda", from: `${from} 00:00`, ...(to ? { to: `${to} 00:00` } : {}) });
/** "Am I free": a yes/no about the span `from`..`to` ("MM-DD HH:mm"). */
export const F = (from: string, to: string): Expected => ({ kind: "free", from, to });
/** Ria asks instead of acting, for `reason`. */
export const Q = (reason: string): Expected => ({ kind: "clarify", reason });
/** Content ideas or a draft for a platform. */
export const T = (form: "ideas" | "draft", platform: string): Expected => ({ kind: "content", form, platform });
/** Small talk, help or a health check. */
export const K = (kind: "smalltalk" | "help" | "health"): Expected => ({ kind });
/** A reminder whose title must read exactly so: pronouns turned, filler gone, capitals only on names. */
export const RT = (exactTitle: string, at: string): Expected => ({ kind: "reminder", exactTitle, at });
/** A calendar event whose title must read exactly so. */
export const MT = (exactTitle: string, at: string, minutes?: number): Expected => ({
  ...M(exactTitle, at, minutes),
  title: undefined,
  exactTitle,
});
/** A draft for `platform` with a purpose, and optionally its recipient and subject. */
export const D = (platform: string, purpose: string, recipient?: string, subject?: string): Expected => ({
  kind: "content",
  form: "draft",
  platform,
  purpose,
  ...(recipient !== undefined ? { recipient } : {}),
  ...(subject !== undefined ? { subject } : {}),
});
/** Adds what the reply must say (and must not) to an expectation. */
export const saying = (expected: Expected, says: string[], never: string[] = []): Expected => ({ ...expected, says, never });
