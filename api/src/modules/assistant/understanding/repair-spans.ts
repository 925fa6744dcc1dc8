import type { SlotValue } from "./model.ts";

// Between two parts of one time, dictation leaves a correction ("at 3 no wait 3:30") or a filler ("at uh 5").
const JOINABLE = /^[\s,.-]*(?:(?:no|sorry|wait|i\s+mean|actually|nahi|matlab|uh+|um+|like|so)[\s,.-]*)+$/i;

const AMOUNTS = new Set(["DURATION", "SHIFT"]);

/**
 * Joins two marked parts of the same kind that a correction or a filler split ("[TIME at three] no wait [TIME three
 * thirty]"), so the time resolver sees the correction and applies it; other neighbours stay apart.
 */
export function repairSpans(text: string, slots: SlotValue[]): SlotValue[] {
  const out: SlotValue[] = [];
  for (const slot of slots) {
    const previous = out.at(-1);
    const gap = previous ? text.slice(previous.end, slot.start) : "";
    const corrected = previous?.slot === slot.slot && slot.slot === "TIME" && JOINABLE.test(gap);
    // "[DURATION 45] [SHIFT minutes]": one amount the model split in two.
    const amount = previous && AMOUNTS.has(previous.slot) && AMOUNTS.has(slot.slot) && /^\s*$/.test(gap);
    // "[TIME 1.][TIME 5 ghante mein]": one phrase the model cut inside a number.
    const cut = previous?.slot === slot.slot && gap === "";
    if (previous && (corrected || amount || cut)) {
      out[out.length - 1] = {
        ...previous,
        end: slot.end,
        text: text.slice(previous.start, slot.end),
        confidence: Math.min(previous.confidence, slot.confidence),
      };
    } else out.push(slot);
  }
  return out;
}
