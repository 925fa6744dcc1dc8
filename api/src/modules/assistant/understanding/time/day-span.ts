import { IST_OFFSET_MINUTES, fromIst, istDayStart } from "../../../../rules/ist.rules.ts";
import { riaChrono } from "./ria-chrono.ts";

// "tomorrow and the day after", "kal se parso tak" (read "tomorrow se …"), "Monday to Wednesday", "from today till Friday".
// "Thursday or Friday": either day, so both are asked about.
const SPAN = /^(?:from\s+|between\s+)?(.+?)\s+(?:and|aur|&|or|ya|to|till|until|upto|up\s+to|through|thru|se|-|–)\s+(.+)$/i;
// "tomorrow and day after": the day after the first one.
const DAY_AFTER = /^(?:the\s+)?(?:next\s+|following\s+)?day\s+after$/i;
/** The longest span read as days; anything longer is not a list of days. */
const MAX_DAYS = 31;

/** IST midnight of the one day a phrase names ("today", "Friday", "on 26/11/2026"), counted forward from `from`. */
function dayOf(text: string, from: Date): Date | null {
  const results = riaChrono.parse(text, { instant: from, timezone: IST_OFFSET_MINUTES }, { forwardDate: true });
  const [only] = results;
  if (results.length !== 1 || only!.start.isCertain("hour")) return null;
  if (!(["day", "weekday"] as const).some((c) => only!.start.isCertain(c)) && !/\b(?:today|tomorrow)\b/i.test(only!.text)) return null;
  return fromIst(only!.start.get("year")!, only!.start.get("month")!, only!.start.get("day")!);
}

/**
 * Two days joined as a span, both inclusive: from midnight of the first to midnight after the last. A weekday second is
 * read on from the first, so "Saturday to Tuesday" is one run of days; null when the text is not two days in order.
 */
export function daySpan(text: string, now: Date): { from: Date; to: Date } | null {
  const parts = SPAN.exec(text.trim());
  if (!parts) return null;
  const first = dayOf(parts[1]!, now);
  if (!first) return null;
  // A weekday after the first day is read on from it ("Saturday to Tuesday"); "tomorrow" always means tomorrow.
  const later = (day: Date | null) => (day && day <= first && !/\b(?:today|tomorrow)\b/i.test(parts[2]!) ? dayOf(parts[2]!, first) : day);
  const last = DAY_AFTER.test(parts[2]!.trim()) ? istDayStart(first, 1) : later(dayOf(parts[2]!, now));
  if (!last || last <= first || last.getTime() - first.getTime() > MAX_DAYS * 86_400_000) return null;
  return { from: first, to: istDayStart(last, 1) };
}
