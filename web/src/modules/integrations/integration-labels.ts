import { formatIstDateTime } from "../../lib/format-ist";
import type { BadgeTone } from "../../ui/Badge";

/** The last sync in IST, or 'Never' when nothing has moved through the integration yet. */
export function formatLastSync(iso: string | null | undefined): string {
  return iso ? formatIstDateTime(iso) : "Never";
}

const KINDS: Record<string, string> = {
  "assistant-reply": "Ria's reply",
  "rule-reply": "Rule reply",
  rule: "Rule message",
  "scheduled-task": "Scheduled task",
  "morning-brief": "Morning brief",
  reminder: "Reminder",
  "reminder-action": "Reminder button reply",
  "email-summary": "VIP email, reply to approve",
  "email-reply-action": "Email reply button reply",
  "opt-out": "Opt-out (STOP)",
  "opt-in": "Opt-in (START)",
};

/** Why a message was sent, in words ("assistant-reply" is Ria answering the sender). */
export function outboxKindLabel(kind: string): string {
  return KINDS[kind] ?? kind.replace(/[-_]+/g, " ").replace(/^./, (first) => first.toUpperCase());
}

const DELIVERY: Record<string, { label: string; tone: BadgeTone }> = {
  demo: { label: "Demo: not sent", tone: "warning" },
  queued: { label: "Queued", tone: "neutral" },
  sending: { label: "Sending", tone: "neutral" },
  sent: { label: "Sent", tone: "success" },
  "sent-template": { label: "Sent (template)", tone: "success" },
  delivered: { label: "Delivered", tone: "success" },
  read: { label: "Read", tone: "success" },
  refused: { label: "Refused", tone: "danger" },
  skipped: { label: "Skipped", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
};

/** What happened to an outgoing message; in demo mode nothing leaves the platform. */
export function outboxStatusLook(status: string): { label: string; tone: BadgeTone } {
  return DELIVERY[status] ?? { label: status, tone: "neutral" };
}

/** "WhatsApp", "Email". */
export function channelLabel(channel: string): string {
  return channel === "whatsapp" ? "WhatsApp" : channel === "email" ? "Email" : channel;
}
