/** Spec section 9: a plan's expiry warning shows this many days ahead, or fewer. */
export const EXPIRY_WARNING_DAYS = 7;

/** A morning-brief time: 24-hour HH:MM, read in IST. */
export const BRIEF_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `time` is a valid morning-brief time. */
export function isBriefTime(time: string): boolean {
  return BRIEF_TIME_PATTERN.test(time);
}
