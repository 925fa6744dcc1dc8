import { istParts } from "../../../rules/ist.rules.ts";
import { HELP_TEXT } from "./help-text.ts";

const WHAT_NEXT = "What would you like to do?";

type ChatKind = "greet" | "thanks" | "bye" | "ack" | "how" | "help" | "health" | "decline";

function greetingFor(now: Date): string {
  const { hour } = istParts(now);
  return hour < 12 ? "Good morning" : hour < 17 ? "Good afternoon" : "Good evening";
}

/** Ria's reply to small talk, "help", "are you working?" and requests outside what she does. */
export function chatReply(what: ChatKind, now: Date): string {
  switch (what) {
    case "greet":
      return `${greetingFor(now)}! I'm Ria. I can set reminders, schedule meetings, manage your lists and draft messages. ${WHAT_NEXT}`;
    case "thanks":
      return "You're welcome! Anything else I can take off your plate?";
    case "bye":
      return "Talk soon. I'll keep an eye on your reminders.";
    case "ack":
      return "Great. Tell me whenever you need something else.";
    case "how":
      return "All good and ready to help. What's on your mind?";
    case "help":
      return HELP_TEXT;
    case "health":
      return "I'm here and working. How can I help?";
    case "decline":
      return (
        "That's outside what I can do. " +
        "I can set reminders, book meetings, answer questions about your schedule, keep your lists and draft messages."
      );
  }
}
