import { understand } from "../src/modules/assistant/engine/understand.ts";
import { EVAL_NOW, type EvalCase, type Expected } from "./expect.ts";

/** "MM-DD HH:mm" of an instant in IST, the form the expectations use. */
function istStamp(value: unknown): string | undefined {
  if (!(value instanceof Date)) return undefined;
  const s = new Date(value.getTime() + 330 * 60_000).toISOString();
  return `${s.slice(5, 10)} ${s.slice(11, 16)}`;
}

/** Compares words, not typography: case, punctuation and articles do not count. */
function norm(text: unknown): string {
  return String(text ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}:\s]/gu, " ")
    .replace(/\b(?:the|a|an)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The fields of an intent in the expectation's vocabulary. */
function observed(intent: Record<string, unknown>): Record<string, unknown> {
  return {
    kind: intent.kind,
    title: norm(intent.title),
    at: istStamp(intent.at),
    minutes: intent.durationMinutes,
    items: Array.isArray(intent.items) ? intent.items.map(norm) : intent.kind === "list.add" ? [norm(intent.title)] : undefined,
    list: intent.list ? norm(intent.list) : null,
    from: istStamp(intent.from),
    to: istStamp(intent.to),
    reason: intent.reason,
    form: intent.form,
    platform: intent.platform,
    query: norm(intent.query),
  };
}

/** The fields where an intent differs from what was expected; empty when it is right. */
export function differences(text: string, expected: Expected): string[] {
  const got = observed(understand(text, EVAL_NOW) as unknown as Record<string, unknown>);
  const wrong: string[] = [];
  for (const [field, want] of Object.entries(expected)) {
    const wanted =
      field === "title" || field === "query"
        ? norm(want)
        : field === "items"
          ? (want as string[]).map(norm)
          : field === "list" && want
            ? norm(want)
            : want;
    const have = got[field];
    if (JSON.stringify(have) !== JSON.stringify(wanted))
      wrong.push(`${field}: got ${JSON.stringify(have)}, want ${JSON.stringify(wanted)}`);
    if (field === "kind" && have !== wanted) break;
  }
  return wrong;
}

/** Accuracy of a set of cases, by style and overall. */
export function score(cases: EvalCase[]): { total: number; right: number; byStyle: Map<string, [number, number]>; failures: string[] } {
  const byStyle = new Map<string, [number, number]>();
  const failures: string[] = [];
  let right = 0;
  for (const [style, text, expected] of cases) {
    const wrong = differences(text, expected);
    const tally = byStyle.get(style) ?? [0, 0];
    tally[1]++;
    if (wrong.length === 0) {
      right++;
      tally[0]++;
    } else failures.push(`[${style}] ${text}\n    ${wrong.join("\n    ")}`);
    byStyle.set(style, tally);
  }
  return { total: cases.length, right, byStyle, failures };
}
