import { RRule } from "../src/modules/assistant/understanding/time/rrule.ts";
import type { PrismaClient } from "../src/generated/prisma/client.ts";
import { fromIst } from "../src/rules/ist.rules.ts";
import type { CaseRun } from "./harness.ts";

/** "2026-11-25 07:00": an instant as the IST wall clock the expectations are written in. */
export const istStamp = (at: Date | undefined | null) =>
  at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : "none";
const instant = (stamp: string) => {
  const [d, t = "00:00"] = stamp.split(" ");
  const [y, mo, da] = d!.split("-").map(Number);
  const [h, mi] = t.split(":").map(Number);
  return fromIst(y!, mo!, da!, h!, mi!);
};
// "Mr. Iyer" and "Mr Iyer" are the same words (the model reads honorifics without their full stop).
const plain = (text: string) => text.toLowerCase().replaceAll(".", "");
const has = (text: string, word: string) => plain(text).includes(plain(word));
type E = Record<string, unknown>;

/** What differs from the expectation, as short lines; empty when the case is right. */
export async function check(prisma: PrismaClient, run: CaseRun, expect: E): Promise<string[]> {
  const { outcome } = run;
  const wrong: string[] = [];
  const fail = (line: string) => wrong.push(line);
  if ("ask" in expect) {
    if (outcome.actions.length)
      fail(`acted (${outcome.actions.map((a) => `${a.type} ${a.title}`).join(", ")}) instead of asking ${expect.ask}`);
    else if (!outcome.asked) fail(`did not ask: "${outcome.text.slice(0, 90)}"`);
    else if (!ASKS[expect.ask as string]?.includes(outcome.asked)) fail(`asked about ${outcome.asked}, not ${expect.ask}`);
    return wrong;
  }
  if (outcome.asked) return [`asked (${outcome.asked}) "${outcome.text.slice(0, 90)}"`];
  if ("answer" in expect) return checkAnswer(run, expect);
  if ("change" in expect) return checkChange(prisma, run, expect);
  switch (expect.do) {
    case "reminder":
    case "meeting":
      return checkCreated(prisma, run, expect);
    case "list.add": {
      const added = outcome.actions.filter((a) => a.type === "list").map((a) => a.title);
      for (const item of expect.items as string[])
        if (!added.some((t) => has(t, item) || has(item, t))) fail(`item "${item}" not added (added: ${added.join(", ") || "none"})`);
      const items = await prisma.listItem.findMany({ where: { ownerId: run.ownerId, id: { in: outcome.actions.map((a) => a.id) } } });
      const list = (expect.list as string | null)?.toLowerCase() ?? null;
      if (items.some((i) => i.list !== list)) fail(`list ${JSON.stringify(items[0]?.list)}, want ${JSON.stringify(list)}`);
      return wrong;
    }
    case "list.show": {
      const label = expect.list ? `${expect.list as string} list` : "task list";
      if (!has(outcome.text, label)) fail(`reply does not show the ${label}: "${outcome.text.slice(0, 80)}"`);
      return wrong;
    }
    case "list.complete": {
      const done = await prisma.listItem.findMany({ where: { ownerId: run.ownerId, done: true } });
      if (!done.some((i) => (expect.title as string[]).every((w) => has(i.title, w))))
        fail(`nothing matching ${JSON.stringify(expect.title)} marked done`);
      return wrong;
    }
    case "draft":
      return checkDraft(outcome.text, expect);
    case "ideas":
      if (!/^Here (?:are|is)/.test(outcome.text) || outcome.text.includes("Subject:")) fail(`not ideas: "${outcome.text.slice(0, 80)}"`);
      return wrong;
    default:
      return checkChat(outcome.text, expect.do as string, outcome.actions.length);
  }
}

// Which of Ria's reasons for asking count as asking about what the writer expected.
const ASKS: Record<string, string[]> = {
  time: ["time", "day", "ampm"],
  ampm: ["ampm", "time"],
  what: ["what", "intent", "change"],
  which: ["which"],
  day: ["day", "time"],
  who: ["who", "what"],
};

async function rowOf(prisma: PrismaClient, id: string) {
  const event = await prisma.calendarEvent.findUnique({ where: { id } });
  if (event)
    return {
      kind: "meeting",
      at: event.startsAt,
      minutes: event.durationMinutes,
      title: event.title,
      people: event.withWhom ?? "",
      rrule: event.rrule,
      skipped: event.skipped,
      gone: false,
    };
  const reminder = await prisma.reminder.findUnique({ where: { id } });
  if (reminder)
    return {
      kind: "reminder",
      at: reminder.dueAt,
      minutes: 0,
      title: reminder.title,
      people: "",
      rrule: reminder.rrule,
      skipped: reminder.skipped,
      gone: reminder.status === "cancelled",
    };
  return null;
}

async function checkCreated(prisma: PrismaClient, run: CaseRun, expect: E): Promise<string[]> {
  const wrong: string[] = [];
  const made = run.outcome.actions.find((a) => (expect.do === "meeting" ? a.type === "calendar" : a.type === "reminder"));
  if (!made) return [`no ${expect.do} made: "${run.outcome.text.slice(0, 90)}"`];
  const row = (await rowOf(prisma, made.id))!;
  if (istStamp(row.at) !== expect.at) wrong.push(`at ${istStamp(row.at)}, want ${expect.at as string}`);
  if (expect.minutes !== undefined && row.minutes !== expect.minutes)
    wrong.push(`${row.minutes} minutes, want ${expect.minutes as number}`);
  for (const word of (expect.title as string[] | undefined) ?? [])
    if (!has(row.title, word) && !has(row.people, word)) wrong.push(`title "${row.title}" lacks "${word}"`);
  for (const word of (expect.not_in_title as string[] | undefined) ?? [])
    if (new RegExp(`\\b${word}\\b`, "i").test(row.title)) wrong.push(`title "${row.title}" has "${word}"`);
  for (const person of (expect.people as string[] | undefined) ?? []) {
    const last = person.split(/\s+/).at(-1)!;
    if (!has(row.people, last) && !has(row.title, last)) wrong.push(`${person} not with it (people "${row.people}")`);
  }
  if (expect.rrule && !sameRule(row.rrule, row.at, expect.rrule as string, instant(expect.at as string)))
    wrong.push(`repeats ${row.rrule ?? "never"}, want ${expect.rrule as string}`);
  if (!expect.rrule && row.rrule) wrong.push(`repeats ${row.rrule} but should not`);
  return wrong;
}

/** Two rules are the same when they give the same next eight occurrences. */
function sameRule(rule: string | null, at: Date, wanted: string, wantedAt: Date): boolean {
  if (!rule) return false;
  try {
    return sameOccurrences(rule, at, wanted, wantedAt);
  } catch {
    return false;
  }
}

function sameOccurrences(rule: string, at: Date, wanted: string, wantedAt: Date): boolean {
  const next = (r: string, start: Date) =>
    RRule.fromString(
      `DTSTART:${start
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}\nRRULE:${r}`,
    )
      .all((_, i) => i < 8)
      .map((d) => d.getTime());
  return JSON.stringify(next(rule, at)) === JSON.stringify(next(wanted, wantedAt));
}

function checkAnswer(run: CaseRun, expect: E): string[] {
  const answer = run.outcome.answer;
  if (!answer) return [`no answer from stored data: "${run.outcome.text.slice(0, 90)}"`];
  const wrong: string[] = [];
  if (answer.kind !== expect.answer) wrong.push(`answered ${answer.kind}, want ${expect.answer as string}`);
  if (expect.from && expect.answer !== "free") {
    const from = instant(expect.from as string);
    const to = new Date(instant(expect.to as string).getTime() + 86_400_000);
    if (answer.from?.getTime() !== from.getTime() || answer.to?.getTime() !== to.getTime())
      wrong.push(`about ${istStamp(answer.from)}..${istStamp(answer.to)}, want ${expect.from as string}..${expect.to as string}`);
  }
  if (expect.answer === "free") {
    if (answer.free !== expect.free) wrong.push(`free ${answer.free}, want ${expect.free as boolean}`);
    if (expect.from && (istStamp(answer.from) !== expect.from || istStamp(answer.to) !== expect.to))
      wrong.push(`window ${istStamp(answer.from)}..${istStamp(answer.to)}, want ${expect.from as string}..${expect.to as string}`);
  }
  if (expect.answer === "count" && answer.count !== expect.count) wrong.push(`count ${answer.count}, want ${expect.count as number}`);
  if (expect.answer === "next" || expect.answer === "find") {
    const first = answer.items.length === 1 ? answer.items[0]!.at : answer.items.length ? "several" : null;
    const got = first === "several" ? `${answer.items.length} items` : istStamp(first as Date | null);
    if (got !== (expect.at ?? "none")) wrong.push(`names ${got}, want ${(expect.at as string) ?? "none"}`);
  }
  return wrong;
}

async function checkChange(prisma: PrismaClient, run: CaseRun, expect: E): Promise<string[]> {
  const target = run.setup[expect.item as number]?.actions.find((a) => a.type === "calendar" || a.type === "reminder");
  if (!target) return [`setup ${expect.item as number} made nothing to change`];
  const row = await rowOf(prisma, target.id);
  switch (expect.change) {
    case "cancel":
      return !row || row.gone ? [] : [`not cancelled: "${run.outcome.text.slice(0, 90)}"`];
    case "retime":
      return row && istStamp(row.at) === expect.at
        ? []
        : [`at ${istStamp(row?.at)}, want ${expect.at as string}: "${run.outcome.text.slice(0, 70)}"`];
    case "resize":
      return row?.minutes === expect.minutes ? [] : [`${row?.minutes} minutes, want ${expect.minutes as number}`];
    case "add-person":
      return (expect.people as string[])
        .filter((p) => !has(row?.people ?? "", p.split(" ").at(-1)!))
        .map((p) => `${p} not added (people "${row?.people}")`);
    case "rename":
      return (expect.title as string[]).filter((w) => !has(row?.title ?? "", w)).map((w) => `title "${row?.title}" lacks "${w}"`);
    case "skip":
      return row && row.skipped.length > 0 ? [] : [`nothing skipped: "${run.outcome.text.slice(0, 90)}"`];
    default:
      return [`unknown change ${expect.change as string}`];
  }
}

// Words that only ever appear in an instruction to the writer, never in the text written.
function checkDraft(text: string, expect: E): string[] {
  const wrong: string[] = [];
  const form = expect.form as string;
  const email = text.startsWith("Subject:");
  if (form === "email" && !email) wrong.push("not an email");
  if (form !== "email" && email) wrong.push(`an email, want ${form}`);
  if (form === "talking-points" && !text.includes("•")) wrong.push("no talking points");
  if (expect.to) {
    const last = (expect.to as string)
      .replace(/\b(?:ji|sir|madam)\b/gi, "")
      .trim()
      .split(/\s+/)
      .at(-1)!;
    const greeting = text.replace(/^Subject:.*\n+/, "").split("\n")[0]!;
    if (!has(greeting, last)) wrong.push(`greeting "${greeting}" does not name ${expect.to as string}`);
  }
  for (const word of (expect.mentions as string[] | undefined) ?? []) if (!has(text, word)) wrong.push(`draft lacks "${word}"`);
  for (const phrase of (expect.never as string[] | undefined) ?? []) if (has(text, phrase)) wrong.push(`draft says "${phrase}"`);
  return wrong;
}

function checkChat(text: string, kind: string, actions: number): string[] {
  if (actions) return [`took an action for ${kind}`];
  const looks: Record<string, RegExp> = {
    chat: /^(?:Good (?:morning|afternoon|evening)|You're welcome|Talk soon|Great\.|All good)/,
    help: /^Here's what I can do/,
    health: /^I'm here and working/,
    decline: /^That's outside what I can do/,
  };
  return looks[kind]?.test(text) ? [] : [`reply for ${kind}: "${text.slice(0, 80)}"`];
}
