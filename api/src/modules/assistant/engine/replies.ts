import { generateDraft } from "./content-draft.ts";
import { contentSubject } from "./content-topic.ts";
import { generateIdeas } from "./content-ideas.ts";
import { describeDraft } from "./draft-voice.ts";
import { HELP_TEXT } from "./help-text.ts";
import type { Intent, Platform } from "./intent.ts";
import { formatIst, formatIstTime } from "../../../rules/ist.rules.ts";
import { describeWhen, reminderPhrase } from "./phrasing.ts";

/** What the caller knows after acting, so the reply can describe real results. All fields are optional. */
export interface ReplyContext {
  /** The current time, for "today"/"tomorrow" wording. */
  now?: Date;
  /** Agenda entries in the asked range (events or reminders). */
  items?: Array<{ title: string; at: Date; durationMinutes?: number }>;
  /** The task list, for list.show. */
  tasks?: Array<{ title: string; done?: boolean }>;
  /** For list.complete: the title of the task marked done, or null when nothing matched. */
  completed?: string | null;
  /** For health: whether the service checks passed, and an optional detail. */
  health?: { ok: boolean; detail?: string };
}

const DRAFT_NAMES: Record<Platform, string> = {
  instagram: "Instagram caption",
  linkedin: "LinkedIn post",
  twitter: "post for X (Twitter)",
  email: "email",
  general: "post",
};
const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  email: "email",
  general: "general use",
};

/** Ria's reply text for an intent; content intents carry the generated ideas or draft itself. */
export function composeReply(intent: Intent, context: ReplyContext = {}): string {
  const { now } = context;
  switch (intent.kind) {
    case "reminder":
      return `Got it. I'll remind you ${reminderPhrase(intent.title)} ${describeWhen(intent.at, now)}.`;
    case "calendar":
      return `Scheduled "${intent.title}" ${describeWhen(intent.at, now)} for ${minutesText(intent.durationMinutes)}.`;
    case "list.add":
      return `Added ${quotedList(intent.items)} to your ${listLabel(intent.list)}.`;
    case "list.show":
      return tasksReply(context.tasks);
    case "list.complete":
      if (context.completed === null) return `I couldn't find a task matching "${intent.query}". Say "show my tasks" to see the list.`;
      return `Marked "${context.completed ?? intent.query}" as done. Nice work.`;
    case "agenda":
      return agendaReply(intent, context.items);
    case "free":
      return `Here's what's on ${intent.label}.`;
    case "content":
      return contentReply(intent);
    case "smalltalk":
      return intent.reply;
    case "help":
      return HELP_TEXT;
    case "health":
      if (!context.health) return "I'm here and working. How can I help?";
      return context.health.ok
        ? "All systems are running normally."
        : `Something isn't right: ${context.health.detail ?? "a health check failed"}. The team has been alerted.`;
    case "clarify":
      return intent.question;
    case "follow-up":
      return "I haven't done anything in this conversation yet that I could change. What would you like me to do?";
  }
}

/** A length in the units people use: "30 minutes", "1 hour", "1 hour 30 minutes", "3 hours", never "180 minutes". */
export function minutesText(minutes: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, "minute");
  return rest === 0 ? unit(hours, "hour") : `${unit(hours, "hour")} ${unit(rest, "minute")}`;
}

/** "“Milk”, “Eggs” and “Coffee”". */
export function quotedList(items: string[]): string {
  const quoted = items.map((item) => `“${item}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}` : quoted[0]!;
}

/** "task list" or "grocery list". */
export function listLabel(list: string | undefined | null): string {
  return list ? `${list} list` : "task list";
}

function tasksReply(tasks: ReplyContext["tasks"]): string {
  if (!tasks) return "Here's your task list.";
  const open = tasks.filter((t) => !t.done);
  if (open.length === 0) return "Your task list is clear. Nothing pending.";
  return [`You have ${open.length} pending task${open.length === 1 ? "" : "s"}:`, ...open.map((t, i) => `${i + 1}. ${t.title}`)].join("\n");
}

function agendaReply(intent: Extract<Intent, { kind: "agenda" }>, items: ReplyContext["items"]): string {
  const span = `for ${intent.label}`;
  const noun = intent.what === "calendar" ? "calendar" : "reminders";
  if (!items) return `Here's your ${noun} ${span}.`;
  if (items.length === 0) return intent.what === "calendar" ? `Your calendar is clear ${span}.` : `You have no reminders ${span}.`;
  const sameDay = intent.to.getTime() - intent.from.getTime() <= 86_400_000;
  const lines = [...items]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((item) => {
      const length = item.durationMinutes ? ` (${minutesText(item.durationMinutes)})` : "";
      return `• ${sameDay ? formatIstTime(item.at) : formatIst(item.at)}: ${item.title}${length}`;
    });
  return [`Here's your ${noun} ${span}:`, ...lines].join("\n");
}

function contentReply(intent: Extract<Intent, { kind: "content" }>): string {
  const where = PLATFORM_NAMES[intent.platform];
  if (intent.form === "draft") {
    const request = { purpose: intent.purpose, recipient: intent.recipient, subject: intent.topic };
    return `Here's a draft ${DRAFT_NAMES[intent.platform]} ${describeDraft(request)}:\n\n${generateDraft(intent.platform, request)}`;
  }
  const ideas = generateIdeas(intent.platform, intent.topic, intent.count);
  const heading = `Here ${ideas.length === 1 ? "is 1 idea" : `are ${ideas.length} ideas`} for ${where} on ${contentSubject(intent.topic)}:`;
  return [heading, ...ideas.map((idea, i) => `${i + 1}. ${idea}`)].join("\n\n");
}
