import type { Logger } from "../../logger.ts";
import { isReminderAction } from "../assistant/reminder-actions.rules.ts";
import type { RecordReply, ReminderActions } from "../assistant/reminder-actions.service.ts";
import type { EmailReplies } from "../email/email-replies.service.ts";
import { isEmailReplyAction } from "../email/email-reply.rules.ts";
import type { RecipientService } from "./recipients.service.ts";
import type { ReplyIds } from "./reply-ids.ts";
import type { WhatsAppSender } from "./sender.service.ts";

/** The answer to a button that does not act: not signed by this server, not for this number, not its owner's. */
export const BUTTON_REFUSED_TEXT = "That button does not work from this number, so nothing was changed.";

export interface ButtonReplyDeps {
  whatsapp: WhatsAppSender;
  recipients: RecipientService;
  replyIds: ReplyIds;
  reminders: ReminderActions;
  /** What a drafted email reply's Send reply and Discard do. */
  emailReplies: Pick<EmailReplies, "ownerOf" | "act">;
  logger: Logger;
}

/** What a signed button asks, and who owns what it acts on; null for an action no subject takes. */
async function targetOf(request: { action: string; subjectId: string }, deps: ButtonReplyDeps) {
  const { action, subjectId } = request;
  if (isReminderAction(action)) {
    return {
      ownerId: await deps.reminders.ownerOf(subjectId),
      kind: "reminder-action",
      act: (ownerId: string, record: RecordReply) => deps.reminders.act(ownerId, subjectId, action, record),
    };
  }
  if (isEmailReplyAction(action)) {
    return {
      ownerId: await deps.emailReplies.ownerOf(subjectId),
      kind: "email-reply-action",
      act: (ownerId: string, record: RecordReply) => deps.emailReplies.act(ownerId, subjectId, action, record),
    };
  }
  return null;
}

/**
 * A tapped reply button (an interactive message's, or a template's quick reply) from `from`: it acts only when its id
 * is one this server signed for that number, and the reminder or drafted email reply it names belongs to the client whose
 * verified number `from` is. The change and the one-line confirmation commit together under `replyKey`, so the same tap delivered
 * again acts once.
 */
export async function handleButtonReply(from: string, buttonId: string, replyKey: string, deps: ButtonReplyDeps): Promise<void> {
  const request = deps.replyIds.read(buttonId, from);
  const target = request ? await targetOf(request, deps) : null;
  const ownerId = target?.ownerId ?? null;
  const owns = ownerId !== null && (await deps.recipients.ownNumber(ownerId)) === from;
  if (!target || !ownerId || !owns) {
    deps.logger.warn({ from, signed: Boolean(request), owns }, "a WhatsApp reply button that does not act: refused");
    await deps.whatsapp.send({ to: from, body: BUTTON_REFUSED_TEXT, kind: "reminder-action", idempotencyKey: replyKey });
    return;
  }
  const reply = { to: from, kind: target.kind, ownerId, idempotencyKey: replyKey };
  const text = await target.act(ownerId, (tx, body) => deps.whatsapp.record({ ...reply, body }, tx));
  if (text !== null) await deps.whatsapp.deliverRecorded(replyKey);
}
