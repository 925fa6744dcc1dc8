/** A meeting or a reminder as stored: a repeating one once, with its rule and skipped occurrences (for calendar feeds). */
export interface ScheduleSeries {
  type: "meeting" | "reminder";
  id: string;
  title: string;
  startsAt: Date;
  /** 0 for a reminder. */
  durationMinutes: number;
  withWhom: string | null;
  place: string | null;
  /** RFC 5545 rule text in IST wall-clock time ("FREQ=WEEKLY;BYDAY=MO"), null for a one-off. */
  rrule: string | null;
  skipped: Date[];
}
