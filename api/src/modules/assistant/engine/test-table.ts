import { expect } from "vitest";
import type { Intent } from "./intent.ts";
import { toIstIso } from "../../../rules/ist.rules.ts";

/** The fixed clock every table runs against: Saturday 21 November 2026, 10:00 IST. */
export const NOW = new Date("2026-11-21T10:00:00+05:30");

/** One request and what Ria should understand; `at` is IST wall time "YYYY-MM-DD HH:mm". */
export interface Case {
  text: string;
  kind: Intent["kind"];
  title?: string;
  at?: string;
  with?: string;
  minutes?: number;
  query?: string;
  reason?: string;
  what?: "calendar" | "reminders";
  from?: string;
  to?: string;
  label?: string;
  platform?: string;
  form?: string;
  topic?: string;
  count?: number;
  items?: string[];
  list?: string;
}

/** Checks an intent against a table row, field by field, so a failure names the field that differs. */
export function expectCase(intent: Intent, c: Case): void {
  const got = intent as Record<string, unknown>;
  expect(intent.kind).toBe(c.kind);
  const iso = (local: string) => `${local.replace(" ", "T")}:00+05:30`;
  if (c.title !== undefined) expect(got.title).toBe(c.title);
  if (c.at !== undefined) expect(toIstIso(got.at as Date)).toBe(iso(c.at));
  if (c.with !== undefined) expect(got.with).toBe(c.with);
  if (c.minutes !== undefined) expect(got.durationMinutes).toBe(c.minutes);
  if (c.query !== undefined) expect(got.query).toBe(c.query);
  if (c.reason !== undefined) expect(got.reason).toBe(c.reason);
  if (c.what !== undefined) expect(got.what).toBe(c.what);
  if (c.from !== undefined) expect(toIstIso(got.from as Date)).toBe(iso(c.from));
  if (c.to !== undefined) expect(toIstIso(got.to as Date)).toBe(iso(c.to));
  if (c.label !== undefined) expect(got.label).toBe(c.label);
  if (c.platform !== undefined) expect(got.platform).toBe(c.platform);
  if (c.form !== undefined) expect(got.form).toBe(c.form);
  if (c.topic !== undefined) expect(got.topic).toBe(c.topic);
  if (c.count !== undefined) expect(got.count).toBe(c.count);
  if (c.items !== undefined) expect(got.items).toEqual(c.items);
  if (c.list !== undefined) expect(got.list).toBe(c.list);
}
