import { composeReply } from "../src/modules/assistant/engine/replies.ts";
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
    exactTitle: intent.title,
    purpose: intent.purpose,
    recipient: intent.recipient === undefined ? undefined : norm(intent.recipient),
    subject: intent.kind === "content" ? norm(intent.topic) : undefined,
  };
}

const NORMALISED = new Set(["title", "query", "recipient", "subject"]);

/** The fields where an intent differs from what was expected; empty when it is right. */
export function differences(text: string, expected: Expected): string[] {
  const intent = understand(text, EVAL_NOW);
  const got = observed(intent as unknown as Record<string, unknown>);
  const wrong: string[] = [];
  const { says = [], never = [], ...fields } = expected;
  const reply = says.length || never.length ? composeReply(intent, { now: EVAL_NOW }) : "";
  for (const phrase of says) if (!reply.includes(phrase)) wrong.push(`reply: does not say ${JSON.stringify(phrase)}`);
  for (const phrase of never) if (reply.includes(phrase)) wrong.push(`reply: says ${JSON.stringify(phrase)}`);
  for (const [field, want] of Object.entries(fields)) {
    if (want === undefined) continue;
    const wanted = NORMALISED.has(field)
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

/** What a row tests, for the per-category table: drafts and titles rows first, then the kind of request. */
export function categoryOf(expected: Expected): string {
  if (expected.purpose) return "drafts";
  if (expected.exactTitle) return "titles";
  if (expected.kind === "reminder" || expected.kind === "calendar") return "scheduling";
  if (expected.kind.startsWith("list.")) return "lists";
  if (expected.kind === "agenda" || expected.kind === "free") return "questions";
  if (expected.kind === "content") return "content";
  if (expected.kind === "clarify") return "clarify";
  return "chat";
}

type Tally = Map<string, [number, number]>;

/** Accuracy of a set of cases, by style, by category and overall. */
export function score(cases: EvalCase[]): { total: number; right: number; byStyle: Tally; byCategory: Tally; failures: string[] } {
  const byStyle: Tally = new Map();
  const byCategory: Tally = new Map();
  const failures: string[] = [];
  let right = 0;
  for (const [style, text, expected] of cases) {
    const wrong = differences(text, expected);
    const ok = wrong.length === 0;
    count(byStyle, style, ok);
    count(byCategory, categoryOf(expected), ok);
    if (ok) right++;
    else failures.push(`[${style}] ${text}\n    ${wrong.join("\n    ")}`);
  }
  return { total: cases.length, right, byStyle, byCategory, failures };
}

function count(tally: Tally, key: string, ok: boolean): void {
  const entry = tally.get(key) ?? [0, 0];
  entry[1]++;
  if (ok) entry[0]++;
  tally.set(key, entry);
}
