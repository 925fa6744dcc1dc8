import type { Example } from "../nlu/example.ts";
import { resolveWhen } from "../src/modules/assistant/understanding/time/when.ts";
import { EVAL_NOW } from "./cases.ts";
import { istStamp } from "./checks.ts";
import { openHarness } from "./harness.ts";
import { type Tally, count, pct } from "./tally.ts";

const STOP = /^(?:the|a|an|to|for|of|my|me|mujhe|muje|ko|ke|ki|ka|liye|hai|se|me|mein|karne|karna|and|aur|on|at|in|about|baare|bare)$/i;

/**
 * End to end on Hinglish-TOP validation's reminder requests (each side): Ria must set the reminder at the time the
 * annotated time phrase means (as Ria's resolver reads it), or ask when that phrase names no time of day; and at
 * least half of the annotated task's words must be in the title.
 */
export async function hinglishTopReminders(rows: Array<{ english: Example | null; hinglish: Example | null }>): Promise<string[]> {
  const harness = await openHarness();
  const tally: Tally = new Map();
  try {
    let index = 0;
    for (const row of rows) {
      for (const side of ["hinglish", "english"] as const) {
        const example = row[side];
        if (example?.intent !== "reminder.create" || example.spans.some((s) => s.slot === "RECUR")) continue;
        const timeText = example.spans
          .filter((s) => s.slot === "TIME")
          .map((s) => example.text.slice(s.start, s.end))
          .join(" ");
        const task = example.spans
          .filter((s) => s.slot === "TASK")
          .map((s) => example.text.slice(s.start, s.end))
          .join(" ");
        const when = timeText ? resolveWhen(timeText, EVAL_NOW, example.text) : undefined;
        // A reminder needs a subject: only an alarm ("set an alarm for 6 am") goes without one.
        const subject = task || /\b(?:alarms?|alerts?|wake|jaga\w*|utha\w*)\b/i.test(example.text);
        const expected = subject && when?.at && when.clock !== "none" && !when.eitherOf && !when.problem ? istStamp(when.at) : "ask";
        const run = await harness.run(
          {
            style: side === "hinglish" ? "hinglish" : "english",
            category: "reminder",
            text: example.text,
            expect: {},
            source: example.source,
          },
          index++,
        );
        const made = run.outcome.actions.find((a) => a.type === "reminder");
        const row2 = made ? await harness.db.prisma.reminder.findUnique({ where: { id: made.id } }) : null;
        const words = task.split(/\s+/).filter((w) => w.length > 2 && !STOP.test(w));
        const titled = !row2 || words.filter((w) => row2.title.toLowerCase().includes(w.toLowerCase())).length * 2 >= words.length;
        const ok = expected === "ask" ? Boolean(run.outcome.asked) : istStamp(row2?.dueAt) === expected && titled;
        count(tally, side, ok);
        if (!ok && process.env.EVAL_SHOW_TOP)
          console.log(
            `  ${side}: ${example.text}\n     want ${expected} [${task}] ` +
              `got ${istStamp(row2?.dueAt)} "${row2?.title ?? run.outcome.text.slice(0, 70)}"`,
          );
      }
    }
  } finally {
    await harness.close();
  }
  return [
    "  Hinglish-TOP validation reminders, end to end (time as annotated, or a question when it names none):",
    `    hinglish ${pct(tally.get("hinglish"))}, english ${pct(tally.get("english"))}`,
  ];
}
