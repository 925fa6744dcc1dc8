import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** How a request is written, which the evaluation reports accuracy by. */
export type Style = "english" | "indian" | "hinglish" | "voice";

/** One evaluation case, as the case writers wrote it (see cases/README.md for the vocabulary). */
export interface EvalCase {
  style: Style;
  category: string;
  setup?: string[];
  text: string;
  expect: Record<string, unknown>;
  note?: string;
  /** The file and line it came from. */
  source: string;
}

/** Cases in a `*.heldout.jsonl` file are all held out (written after the engine); in a `*.dev.jsonl` file all development. */
const WHOLLY_HELD_OUT = /\.heldout\.jsonl:/;
const WHOLLY_DEVELOPMENT = /\.dev\.jsonl:/;

/** Every case runs at Tuesday 24 November 2026, 10:00 IST, the clock the writers computed against. */
export const EVAL_NOW = new Date("2026-11-24T10:00:00+05:30");

const CASES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "cases");

/**
 * Whether a case is in the development share (40%, by a hash of its text and setup, fixed before any result was
 * seen). The rest is held out: reported in aggregate only, never read case by case or tuned against.
 */
export function isDevelopment(c: Pick<EvalCase, "text" | "setup" | "source">): boolean {
  if (WHOLLY_HELD_OUT.test(c.source)) return false;
  if (WHOLLY_DEVELOPMENT.test(c.source)) return true;
  return (
    createHash("sha256")
      .update(`${c.text}|${(c.setup ?? []).join("|")}`)
      .digest()[0]! < 102
  );
}

/** The cases of every writer's file, in file order. */
export function readCases(dir = CASES_DIR): EvalCase[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".jsonl"))
    .sort()
    .flatMap((file) =>
      fs
        .readFileSync(path.join(dir, file), "utf8")
        .split("\n")
        .map((line, i) => [line, i] as const)
        .filter(([line]) => line.trim())
        .map(([line, i]) => ({ ...(JSON.parse(line) as Omit<EvalCase, "source">), source: `${file}:${i + 1}` })),
    );
}
