import type { Logger } from "../../logger.ts";
import { isReminderAction } from "../assistant/reminder-actions.rules.ts";
import type { ReminderActions } from "../assistant/reminder-actions.service.ts";
import type { RecipientService } from "./recipients.service.ts";
import type { ReplyIds } from "./reply-ids.ts";
import type { WhatsAppSender } from "./sender.service.ts";

/** The answer to a button that does not act: not signed by this server, not for this number, not its owner's reminder. */
export const BUTTON_REFUSED_TEXT = "That button does not work from this number, so nothing was changed.";

export interface ButtonReplyDeps {
  whatsapp: WhatsAppSender;
  recipients: RecipientService;
  replyIds: ReplyIds;
  reminders: ReminderActions;
  logger: Logger;
}

/**
 * A tapped reply button (an interactive message's, or a template's quick reply) from `from`: it acts only when its id
 * is one this server signed for that number, and the reminder it names belongs to the client whose verified number
 * `from` is. The change and the one-line confirmation commit together under `replyKey`, so the same tap delivered
 * again acts once.
 */
export async function handleButtonReply(from: string, buttonId: string, replyKey: string, deps: ButtonReplyDeps): Promise<void> {
  const request = deps.replyIds.read(buttonId, from);
  const action = request && isReminderAction(request.action) ? request.action : null;
  const ownerId = request && action ? await deps.reminders.ownerOf(request.subjectId) : null;
  const owns = ownerId !== null && (await deps.recipients.ownNumber(ownerId)) === from;
  if (!request || !action || !ownerId || !owns) {
    deps.logger.warn({ from, signed: Boolean(request), owns }, "a WhatsApp reply button that does not act: refused");
    await deps.whatsapp.send({ to: from, body: BUTTON_REFUSED_TEXT, kind: "reminder-action", idempotencyKey: replyKey });
    return;
  }
  const reply = { to: from, kind: "reminder-action", ownerId, idempotencyKey: replyKey };
  const text = await deps.reminders.act(ownerId, request.subjectId, action, (tx, body) => deps.whatsapp.record(tx, { ...reply, body }));
  if (text !== null) await deps.whatsapp.deliverRecorded(replyKey);
}
