import { ruleInWords } from "../understanding/time/recurrence.ts";
import { type ActionStore, itemsBetween } from "./schedule-items.ts";

/** One meeting or reminder on the executive's schedule, at its next occurrence, with its repetition in words. */
export interface ScheduleEntry {
  id: string;
  type: "meeting" | "reminder";
  title: string;
  startsAt: Date;
  durationMinutes: number;
  withWhom: string | null;
  repeats: string | null;
}

/** The owner's meetings and reminders from now for `days` days: each once, at its next occurrence, soonest first. */
export async function scheduleOf(db: ActionStore, ownerId: string, now: Date, days: number): Promise<ScheduleEntry[]> {
  const items = await itemsBetween(db, ownerId, now, new Date(now.getTime() + days * 86_400_000));
  const seen = new Set<string>();
  return items
    .filter((item) => item.at >= now && !seen.has(item.id) && seen.add(item.id))
    .map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      startsAt: item.at,
      durationMinutes: item.minutes,
      withWhom: item.people,
      repeats: item.rrule ? ruleInWords(item.rrule) : null,
    }));
}
