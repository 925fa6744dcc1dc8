import { CronExpressionParser } from "cron-parser";

export const CRON_TIME_ZONE = "Asia/Kolkata";

/** Why a cron expression is refused, or null when it is a valid 5-field expression. */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5)
    return "A cron expression has 5 fields: minute hour day-of-month month day-of-week (e.g. 0 * * * * for every hour)";
  try {
    CronExpressionParser.parse(fields.join(" "), { tz: CRON_TIME_ZONE, strict: false });
    return null;
  } catch (error) {
    return `Not a valid cron expression: ${(error as Error).message}`;
  }
}

/** The next `count` times a cron expression fires, in Asia/Kolkata. */
export function nextRuns(expression: string, count: number, from: Date): Date[] {
  const schedule = CronExpressionParser.parse(expression.trim(), { currentDate: from, tz: CRON_TIME_ZONE });
  return Array.from({ length: count }, () => schedule.next().toDate());
}

/** Whether a cron expression fires in the minute that starts at `minute` (IST wall clock). */
export function firesInMinute(expression: string, minute: Date): boolean {
  const schedule = CronExpressionParser.parse(expression.trim(), { currentDate: new Date(minute.getTime() - 1000), tz: CRON_TIME_ZONE });
  return schedule.next().toDate().getTime() === minute.getTime();
}
