import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import type { ChatService } from "../assistant/chat.service.ts";
import { whatsAppGuestOwner } from "../assistant/owner.rules.ts";
import type { AutomationService } from "../automation/automation.service.ts";
import type { ReminderActions } from "../assistant/reminder-actions.service.ts";
import type { EmailReplies } from "../email/email-replies.service.ts";
import { AppError } from "../../errors.ts";
import { handleButtonReply } from "./button-reply.ts";
import { OPTED_IN_TEXT, OPTED_OUT_TEXT, optOutKeywordOf } from "./opt-out.rules.ts";
import type { OptOuts } from "./opt-outs.service.ts";
import type { RecipientService } from "./recipients.service.ts";
import type { ReplyIds } from "./reply-ids.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import type { WhatsAppSender } from "./sender.service.ts";
import { recordStatus } from "./webhook-status.ts";
import type { InboundMessage, WebhookEnvelope } from "./webhook.types.ts";

export interface WebhookDeps {
  prisma: PrismaClient;
  /** Where replies are queued and statuses land on the rows they were sent from. */
  outbox: Pick<Outbox, "update" | "sentAs" | "has">;
  pubsub: AppPubSub;
  automation: AutomationService;
  chat: ChatService;
  whatsapp: WhatsAppSender;
  recipients: RecipientService;
  logger: Logger;
  optOuts: OptOuts;
  replyIds: ReplyIds;
  /** What a reminder's reply buttons do. */
  reminders: ReminderActions;
  /** What a drafted email reply's buttons do. */
  emailReplies: EmailReplies;
  /** Tries an outbox row again at a time (a resend, a back-off). */
  later?(outboxId: string, at: Date): Promise<void>;
}

/**
 * Works through one stored webhook delivery: messages and statuses. Every step is idempotent (keyed
 * by WhatsApp's message id), so when one message fails the others still run, the failure is logged,
 * and the job fails to be retried by the job engine: a reply that failed after its message was
 * stored is sent on the retry.
 */
export async function processWebhook(envelope: WebhookEnvelope, deps: WebhookDeps): Promise<void> {
  const failures: unknown[] = [];
  for (const entry of envelope.entry) {
    for (const { value } of entry.changes) {
      const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
      for (const message of value.messages ?? []) {
        await handleInbound(message, names.get(message.from), deps).catch((error: unknown) => {
          deps.logger.error({ err: error, id: message.id }, "inbound WhatsApp message failed; the delivery will be retried");
          failures.push(error);
        });
      }
      for (const status of value.statuses ?? []) await recordStatus(status, deps);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} WhatsApp message(s) failed`);
}

/** WhatsApp's send time (Unix seconds), or now when it is missing or not a number. */
function receivedAtOf(message: InboundMessage): Date {
  const seconds = Number(message.timestamp);
  return message.timestamp && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** What a message says, and the id of the reply button it is a tap on (an interactive reply, a template's quick reply). */
function contentOf(message: InboundMessage): { body: string; buttonId?: string } {
  if (message.type === "text") return { body: message.text?.body ?? "" };
  const tapped = message.interactive?.button_reply;
  if (message.type === "interactive" && tapped) return { body: tapped.title, buttonId: tapped.id };
  if (message.type === "button" && message.button) return { body: message.button.text, buttonId: message.button.payload };
  return { body: `[${message.type} message]` };
}

async function handleInbound(message: InboundMessage, name: string | undefined, deps: WebhookDeps): Promise<void> {
  const { body, buttonId } = contentOf(message);
  const receivedAt = receivedAtOf(message);
  const inserted = await deps.prisma.$executeRaw`
    INSERT INTO "WhatsAppMessage" ("id", "direction", "contact", "body", "status", "statusRank")
    VALUES (${message.id}, 'in', ${message.from}, ${body}, 'received', 0) ON CONFLICT ("id") DO NOTHING`;
  // A replay: done already once its reply is queued; otherwise the steps below resume it, each once.
  const replyKey = `reply:${message.id}`;
  if (inserted === 0 && (await deps.outbox.has(replyKey))) return;
  await deps.prisma.whatsAppContact.upsert({
    where: { waId: message.from },
    create: { waId: message.from, name: name ?? null, lastInboundAt: receivedAt },
    update: { name: name ?? undefined, lastInboundAt: receivedAt },
  });
  deps.pubsub.publish("whatsapp.activity", { messageId: message.id });
  if (buttonId !== undefined) {
    await handleButtonReply(message.from, buttonId, replyKey, deps);
    deps.pubsub.publish("whatsapp.activity", { messageId: message.id });
    return;
  }
  if (message.type !== "text" || !body.trim()) return;
  // STOP and START: no proactive messages to this number until it sends START (the answer itself still goes).
  const keyword = optOutKeywordOf(body);
  if (keyword) {
    await (keyword === "stop" ? deps.optOuts.optOut(message.from, "stop") : deps.optOuts.optIn(message.from));
    const text = keyword === "stop" ? OPTED_OUT_TEXT : OPTED_IN_TEXT;
    await deps.whatsapp.send({ to: message.from, body: text, kind: keyword === "stop" ? "opt-out" : "opt-in", idempotencyKey: replyKey });
    deps.pubsub.publish("whatsapp.activity", { messageId: message.id });
    return;
  }
  // "RIA 123456" from a number a client added: its owner has confirmed it (their own, or opting in).
  const confirmed = await deps.recipients.confirm(message.from, body);
  if (confirmed) {
    const text = confirmed.self
      ? "Thank you: this is now your verified number, and Ria will send your reminders and briefs here."
      : "Thank you: you have agreed to receive messages from Ria here.";
    await deps.whatsapp.send({ to: message.from, body: text, kind: "confirmation", idempotencyKey: replyKey });
    deps.pubsub.publish("whatsapp.activity", { messageId: message.id });
    return;
  }

  // Runs name the sender as a person reads them: WhatsApp's profile name beside the number it came from.
  const fromName = name?.trim() ? `${name.trim()} (+${message.from})` : `+${message.from}`;
  await deps.automation.dispatch({ kind: "message", channel: "whatsapp", text: body, from: message.from, fromName, key: message.id });
  const owner = whatsAppGuestOwner(message.from);
  const reply = await deps.chat
    .send(owner, { text: body, clientMessageId: message.id }, { pace: false, dispatchRules: false })
    .then(({ reply }) => reply.then((stored) => stored.content))
    .catch((error) => (error instanceof AppError ? error.message : Promise.reject(error)));
  await deps.whatsapp.send({ to: message.from, body: reply, kind: "assistant-reply", idempotencyKey: replyKey });
  deps.pubsub.publish("whatsapp.activity", { messageId: message.id });
}
