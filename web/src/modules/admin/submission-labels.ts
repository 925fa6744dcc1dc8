import type { BadgeTone } from "../../ui/Badge";

const IST_TIME_ZONE = "Asia/Kolkata";

/** Spec section 9: what each urgency means in time. */
const URGENCY_TIMEFRAMES: Record<string, string> = {
  Critical: "This week",
  High: "Within 1 week",
  Medium: "Within 1 month",
  Low: "Just exploring",
};

/** Critical and High stand out (red, amber); the rest stay calm. */
const URGENCY_TONES: Record<string, BadgeTone> = { Critical: "danger", High: "warning", Medium: "info", Low: "neutral" };

/** The larger plans are highlighted; an unknown plan is shown plainly. */
const PLAN_TONES: Record<string, BadgeTone> = { Enterprise: "info", Elite: "info", Pro: "neutral", Starter: "neutral" };

/** The badge colour of an urgency. */
export function urgencyTone(urgency: string): BadgeTone {
  return URGENCY_TONES[urgency] ?? "neutral";
}

/** "This week" for Critical, and so on; empty for a value the page does not know. */
export function urgencyTimeframe(urgency: string): string {
  return URGENCY_TIMEFRAMES[urgency] ?? "";
}

/** The badge colour of a plan of interest. */
export function planTone(plan: string): BadgeTone {
  return PLAN_TONES[plan] ?? "neutral";
}

/** Spec section 3: plans are Starter, Pro, Elite and Enterprise; anything newer reads "Other". */
export function planLabel(plan: string): string {
  return plan in PLAN_TONES ? plan : "Other";
}

const submittedFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** When a request arrived, in IST with the year (leads stay on the list for months): "21 Nov 2026, 7:24 pm IST". */
export function formatSubmittedAt(iso: string): string {
  return `${submittedFormat.format(new Date(iso))} IST`;
}

/** A tel: link for a phone number as typed ("+91 98765 43210" becomes tel:+919876543210). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}
