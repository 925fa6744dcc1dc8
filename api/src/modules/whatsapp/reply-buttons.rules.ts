import { REMINDER_REPLIES, reminderSubjectOf } from "../assistant/reminder-actions.rules.ts";
import { EMAIL_REPLY_BUTTONS, emailReplySubjectOf } from "../email/email-reply.rules.ts";

/**
 * The reply buttons an outbox row's subject offers, with the id of what they act on: a reminder's Done, Snooze 15 min
 * and Tomorrow 9 am; a drafted email reply's Send reply and Discard. None for a row about nothing.
 */
export function replyButtonsOf(
  subject: unknown,
): { subjectId: string; title?: string; buttons: ReadonlyArray<{ action: string; title: string }> } | null {
  const reminder = reminderSubjectOf(subject);
  if (reminder) return { subjectId: reminder.id, title: reminder.title, buttons: REMINDER_REPLIES };
  const reply = emailReplySubjectOf(subject);
  if (reply) return { subjectId: reply.id, buttons: EMAIL_REPLY_BUTTONS };
  return null;
}
