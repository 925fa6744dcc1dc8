import type { SlotValue } from "./model.ts";
import { namesOnlyMonths } from "./time/months.ts";
import { NAMED_DAY } from "./time/named-days.ts";
import { WEEKDAY } from "./time/time-prep.ts";

// Between two parts of one time, dictation leaves a correction ("at 3 no wait 3:30", "6 no make it 6:30") or a filler
// ("at uh 5").
const JOINABLE = /^[\s,.-]*(?:(?:no|sorry|wait|i\s+mean|actually|nahi|matlab|uh+|um+|like|so|make\s+(?:it|that))[\s,.-]*)+$/i;

const ORDINAL_DATE = new RegExp(
  String.raw`^(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)[\s-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|` +
    String.raw`\w+(?:teenth|tieth|first|second|third|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth))$`,
  "i",
);
const AMOUNTS = new Set(["DURATION", "SHIFT"]);
const CLOCK_ONLY = /^\d{1,2}(?::\d{2})?\s*[ap]m$/i;
const MERIDIEM = /^(?:[ap]\.?m\.?|baje)$/i;
const CLOCK_TAIL = /\b\d{1,2}(?::\d{2})?$/;
const BARE_NUMBER = /^(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i;

// A day word just before a marked time belongs to it ("yesterday [TIME at 5pm]"): left out, the day would be lost.
// "Christmas wale [TIME din subah 9 baje]": a named day too, and a date said by its ordinal.
const DAY_BEFORE = new RegExp(
  String.raw`\b(?:day\s+before\s+yesterday|day\s+after\s+tomorrow|yesterday|today|tomorrow|tonight|aaj|kal|kl|kaal|parso|parson|narson|` +
    String.raw`${NAMED_DAY}|` +
    // "on the thirtieth [TIME at eleven fifteen]", "on the 5th".
    String.raw`on\s+the\s+(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)[\s-]\w+|\w+(?:st|nd|rd|th)))\s+$`,
  "i",
);

const RUN_JOINER = /^(?:through|thru|till|until|to|or|and|-|–)\s/i;
const WEEKDAY_BEFORE = new RegExp(String.raw`\b${WEEKDAY}\s+$`, "i");

/**
 * Joins two marked times or repetitions that a correction or a filler split ("[TIME at three] no wait [TIME three
 * thirty]"), so the time resolver sees the correction and applies it; other neighbours stay apart.
 */
export function repairSpans(text: string, slots: SlotValue[]): SlotValue[] {
  const out: SlotValue[] = [];
  for (const said of slots) {
    // "a daily [TASK 8am] call": a clock the model took for part of the content is the time.
    // "the first Monday of Jan, Apr, [PERSON Jul and Oct]": months are a time, never a name.
    const time = said.slot !== "TIME" && (CLOCK_ONLY.test(said.text) || namesOnlyMonths(said.text));
    const marked = time ? { ...said, slot: "TIME" as const } : said;
    let slot =
      marked.slot === "TIME" ? withDayBefore(text, marked, out.at(-1)?.end ?? 0) : withNameBefore(text, withWholeCode(text, marked));
    // "[TASK 1].[TIME 5 ghante mein]": a time cut inside its decimal number takes the number back.
    const decimal = slot.slot === "TIME" ? /\d+\.$/.exec(text.slice(0, slot.start)) : null;
    if (decimal) {
      slot = { ...slot, start: decimal.index, text: text.slice(decimal.index, slot.end) };
      if ((out.at(-1)?.start ?? -1) >= decimal.index) out.pop();
    }
    // "[TIME at six pm no] make it [DURATION six] [TIME thirty]": a bare number after a correction is the clock.
    const last = out.at(-1);
    if (AMOUNTS.has(slot.slot) && last?.slot === "TIME" && BARE_NUMBER.test(slot.text) && JOINABLE.test(text.slice(last.end, slot.start)))
      slot = { ...slot, slot: "TIME" };
    const previous = out.at(-1);
    const gap = previous ? text.slice(previous.end, slot.start) : "";
    const corrected = previous?.slot === slot.slot && (slot.slot === "TIME" || slot.slot === "RECUR") && JOINABLE.test(gap);
    // "[DURATION 45] [SHIFT minutes]": one amount the model split in two.
    // "[SHIFT 30] [TIME min baad]": a move's amount and its unit, the unit taken for a time ("30 min pehle" before an
    // event stays the time it is).
    const unit = previous?.slot === "SHIFT" && slot.slot === "TIME" && /^(?:min\w*|hours?|hrs?|ghant\w*)\b/i.test(slot.text);
    const amount = previous && AMOUNTS.has(previous.slot) && (AMOUNTS.has(slot.slot) || unit) && /^\s*$/.test(gap);
    // "[TIME 1.][TIME 5 ghante mein]": one phrase the model cut inside a number; "[TIME on the] [TASK thirtieth]": a date
    // cut from its "on the".
    const ordinal = previous?.slot === "TIME" && ORDINAL_DATE.test(slot.text) && /^\s*$/.test(gap);
    const cut = (previous?.slot === slot.slot && gap === "") || ordinal;
    // "[RECUR every Thursday 5] [TIME pm]": the hour belongs to the time it is the clock of.
    const hour = previous?.slot === "RECUR" && slot.slot === "TIME" && MERIDIEM.test(slot.text) ? CLOCK_TAIL.exec(previous.text) : null;
    if (previous && hour) {
      const start = previous.start + hour.index;
      const kept = text.slice(previous.start, start).trimEnd();
      out[out.length - 1] = { ...previous, end: previous.start + kept.length, text: kept };
      out.push({ ...slot, start, text: text.slice(start, slot.end) });
    } else if (previous && (corrected || amount || cut)) {
      out[out.length - 1] = {
        ...previous,
        end: slot.end,
        text: text.slice(previous.start, slot.end),
        confidence: Math.min(previous.confidence, slot.confidence),
      };
    } else out.push(slot);
  }
  return withCorrectedTimes(text, withClockAfter(text, out));
}

// "[TIME tomorrow] 11am", "[TIME Monday 2-][REF 4pm]": the clock just after a day, or the end of a range cut at its dash.
const CLOCK_AFTER = /^(?:\s+(?:at\s+|@\s*)?)?\d{1,2}(?::\d{2})?\s*[ap]m\b/i;
const RANGE_END_AFTER = /^\s*\d{1,2}(?::\d{2})?(?:\s*[ap]m\b)?(?!\s*(?:min|hour|hr|ghant|\d))/i;

/** A time without a clock widened over the clock right after it, and a range over its end; what that covers is dropped. */
function withClockAfter(text: string, slots: SlotValue[]): SlotValue[] {
  const out = [...slots];
  for (const [i, slot] of out.entries()) {
    if (slot.slot !== "TIME") continue;
    const rest = text.slice(slot.end);
    const tail = /[-–]$/.test(slot.text) ? RANGE_END_AFTER.exec(rest) : /\d/.test(slot.text) ? null : CLOCK_AFTER.exec(rest);
    if (!tail) continue;
    const end = slot.end + tail[0].length;
    out[i] = { ...slot, end, text: text.slice(slot.start, end) };
  }
  return out.filter(
    (slot, i) => !out.some((other, j) => j < i && other.slot === "TIME" && slot.start < other.end && slot.start >= other.start),
  );
}

// "… tomorrow at 3 to approve payroll, actually make it 2:30", "Monday ko … 9:30 pe… nahi, 9:45": a time said right after
// a correction, with other words since the time it corrects.
const CORRECTS_BEFORE =
  /\b(?:no|nahi|actually|sorry|wait|i\s+mean|rather|matlab)\b[\s,.-]*(?:(?:make|change|do)\s+(?:it|that)(?:\s+to)?\s*|(?:at|to)\s*)?$/i;

/**
 * The times of a message as one phrase when a later one corrects them, so the resolver replaces the clock (or day)
 * it corrects and keeps the rest: "tomorrow at 3 … actually 2:30" is tomorrow at 2:30, not two times.
 */
function withCorrectedTimes(text: string, marked: SlotValue[]): SlotValue[] {
  const slots = withUnmarkedCorrection(text, marked);
  const times = slots.filter((s) => s.slot === "TIME");
  const last = times.at(-1);
  if (times.length < 2 || !last || !CORRECTS_BEFORE.test(text.slice(times.at(-2)!.end, last.start))) return slots;
  const earlier = times
    .slice(0, -1)
    .map((s) => s.text)
    .join(" ");
  const fused = {
    ...times[0]!,
    end: last.end,
    text: `${earlier} no ${last.text}`,
    confidence: Math.min(...times.map((s) => s.confidence)),
  };
  return slots.filter((s) => s.slot !== "TIME" || s === times[0]).map((s) => (s === times[0] ? fused : s));
}

// "…on Thursday at 3, actually make it 4": a clock after a correction at the very end, which the model left unmarked.
const CORRECTED_CLOCK_AT_END = new RegExp(
  String.raw`\b(?:no|nahi|actually|sorry|wait|i\s+mean|rather)\b[\s,.-]*(?:(?:make|change|do)\s+(?:it|that)(?:\s+to)?\s*|(?:at|to)\s*)?` +
    String.raw`(\d{1,2}(?::\d{2})?(?:\s*[ap]m)?)\s*[.!]?\s*$`,
  "i",
);

/** The unmarked clock of a correction at the message's end, as a time of its own after the last one marked. */
function withUnmarkedCorrection(text: string, slots: SlotValue[]): SlotValue[] {
  const last = slots.filter((s) => s.slot === "TIME").at(-1);
  const found = last && CORRECTED_CLOCK_AT_END.exec(text.slice(last.end));
  if (!last || !found || slots.some((s) => s.start >= last.end + found.index)) return slots;
  const start = last.end + found.index + found[0].indexOf(found[1]!);
  return [...slots, { slot: "TIME", text: found[1]!, start, end: start + found[1]!.length, confidence: last.confidence }];
}

// "invoice [ITEM crash]-759", "[TASK PO 4471]/B", "All-[TASK hands]": a code or a word joined by a hyphen or slash is
// one word, never cut.
const CODE_TAIL = /^(?:[-/][A-Za-z0-9]+)+/;
const CODE_HEAD = /(?<![A-Za-z0-9/-])(?:[A-Za-z0-9]+[-/])+$/;

/** A part widened over the rest of a hyphenated or slashed code or word it starts or stops inside of. */
function withWholeCode(text: string, marked: SlotValue): SlotValue {
  const head = /^[A-Za-z0-9]/.test(marked.text) ? CODE_HEAD.exec(text.slice(0, marked.start)) : null;
  const slot = head ? { ...marked, start: head.index, text: text.slice(head.index, marked.end) } : marked;
  const rest = text.slice(slot.end);
  // The part may stop before the joiner ("crash]-759") or just after it ("crash-]759").
  const tail = /[-/]$/.test(slot.text) ? /^[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*/.exec(rest)?.[0] : CODE_TAIL.exec(rest)?.[0];
  if (!tail || !/[A-Za-z0-9/-]$/.test(slot.text)) return slot;
  const end = slot.end + tail.length;
  return { ...slot, end, text: text.slice(slot.start, end) };
}

// "Rajiv [REF ji's meeting]": an honorific the model marked without the name it follows.
const HONORIFIC = /^(?:ji|sir|madam|ma'am|saab|sahab|bhai|didi)\b/i;
const NAME_BEFORE = /\b[A-Z][\p{L}'-]+\s+$/u;

// "What time's the Acme [REF demo]?": a capitalised name between "the" and the reference is part of it.
const OWNED_NAME_BEFORE = /\b(?:the|my|our)\s+((?:[A-Z][\p{L}'&-]*\s+){1,2})$/u;

/** A part that starts with an honorific, or a reference after a name, widened over the name said just before it. */
function withNameBefore(text: string, slot: SlotValue): SlotValue {
  const owned = slot.slot === "REF" ? OWNED_NAME_BEFORE.exec(text.slice(0, slot.start)) : null;
  if (owned) {
    const start = slot.start - owned[1]!.length;
    return { ...slot, start, text: text.slice(start, slot.end) };
  }
  if (!HONORIFIC.test(slot.text)) return slot;
  const name = NAME_BEFORE.exec(text.slice(0, slot.start));
  if (!name) return slot;
  return { ...slot, start: name.index, text: text.slice(name.index, slot.end) };
}

/** The time widened over an unmarked day word right before it. */
function withDayBefore(text: string, slot: SlotValue, free: number): SlotValue {
  const before = text.slice(free, slot.start);
  // "Wed [TIME through Fri]": a weekday that starts a run of days the model marked from its second half.
  const day = DAY_BEFORE.exec(before) ?? (RUN_JOINER.test(slot.text) ? WEEKDAY_BEFORE.exec(before) : null);
  if (!day) return slot;
  const start = free + day.index;
  return { ...slot, start, text: text.slice(start, slot.end) };
}
