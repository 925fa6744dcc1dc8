import type { AppPubSub } from "../../pubsub.ts";
import type { AssistantActivity } from "../assistant/activity.service.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { SchedulerService } from "../scheduler/scheduler.service.ts";
import type { WhatsAppSender } from "../whatsapp/sender.service.ts";
import type { RuleAction } from "./rule.rules.ts";
import { triggerText, type TriggerEvent } from "./trigger-event.ts";

export interface ActionDeps {
  pubsub: AppPubSub;
  whatsapp: WhatsAppSender;
  /** Where an email reply is recorded (a rule's email replies are recorded, never sent). */
  outbox: Pick<Outbox, "queue">;
  scheduler: SchedulerService;
  /** Posts Ria's message into a chat (the owner's conversation) and pushes it live. */
  postToChat(ownerId: string, text: string): Promise<void>;
  /** The assistant's calendar and lists, which rules read and add to. */
  assistant: Pick<AssistantActivity, "eventsStartingBetween" | "addListItem">;
  /** Posts a notification to the admin dashboard, live. */
  notifyAdmins: NotificationsService["notifyAdmins"];
  now: () => Date;
}

/** Fills `{{message}}` with what triggered the rule (shortened). */
export function fillTemplate(template: string, trigger: TriggerEvent): string {
  return template.replaceAll("{{message}}", triggerText(trigger).slice(0, 200));
}

/** What an action would do, in words: the dry run's answer. */
export function describeAction(action: RuleAction, trigger: TriggerEvent): string {
  switch (action.type) {
    case "reply":
      if (trigger.kind === "message")
        return `Reply on ${trigger.channel} to ${trigger.fromName ?? trigger.from}: “${fillTemplate(action.text, trigger)}”`;
      if (trigger.kind === "email") return `Reply by email to ${trigger.from}: “${fillTemplate(action.text, trigger)}”`;
      return "Nothing to reply to (this trigger has no sender)";
    case "send_whatsapp":
      return `Send WhatsApp to ${action.to}: “${fillTemplate(action.text, trigger)}”`;
    case "schedule_task":
      return `Schedule “${fillTemplate(action.input, trigger)}” in ${action.inMinutes} minutes`;
    case "add_list_item":
      return `Add “${fillTemplate(action.title, trigger)}” to the task list`;
    case "notify_admin":
      return `Notify the admin dashboard: “${fillTemplate(action.text, trigger)}”`;
  }
}

/** Carries one action out; `key` makes any message it sends idempotent. Returns what it did. */
export async function performAction(
  action: RuleAction,
  trigger: TriggerEvent,
  rule: { id: string; ownerId: string; name: string },
  key: string,
  deps: ActionDeps,
): Promise<string> {
  const described = describeAction(action, trigger);
  switch (action.type) {
    case "reply": {
      const text = fillTemplate(action.text, trigger);
      if (trigger.kind === "message" && trigger.channel === "whatsapp") {
        return `${described} (${await deps.whatsapp.send({ to: trigger.from, body: text, kind: "rule-reply", idempotencyKey: key })})`;
      }
      if (trigger.kind === "message") {
        await deps.postToChat(trigger.from, text);
        return described;
      }
      if (trigger.kind === "email") {
        await deps.outbox.queue({
          channel: "email",
          recipient: trigger.from,
          body: text,
          kind: "rule-reply",
          idempotencyKey: key,
          status: "demo",
        });
      }
      return described;
    }
    case "send_whatsapp": {
      const body = fillTemplate(action.text, trigger);
      const sent = await deps.whatsapp.send({ to: action.to, body, kind: "rule", ownerId: rule.ownerId, idempotencyKey: key });
      return `${described} (${sent})`;
    }
    case "schedule_task": {
      const launchTime = new Date(deps.now().getTime() + action.inMinutes * 60_000).toISOString();
      await deps.scheduler.schedule(rule.ownerId, { input: fillTemplate(action.input, trigger), launchTime });
      return described;
    }
    case "add_list_item":
      await deps.assistant.addListItem(rule.ownerId, fillTemplate(action.title, trigger));
      return described;
    case "notify_admin":
      await deps.notifyAdmins({ title: `Rule “${rule.name}”`, text: fillTemplate(action.text, trigger), source: `rule:${rule.id}` });
      return described;
  }
}
