import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient, Reminder } from "../../generated/prisma/client.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { describeWhen, reminderPhrase } from "./act/phrases.ts";
import { movedDueAt, type ReminderAction } from "./reminder-actions.rules.ts";

type Tx = Prisma.TransactionClient;

export interface ReminderActionDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  /** Hands a reminder's new time to the job engine (idempotent by `key`). */
  scheduleReminder(reminderId: string, dueAt: Date, key?: string): Promise<void>;
  now?: () => Date;
}

/** A reply's record, written in the action's transaction; false when it was there already (a replayed tap). */
export type RecordReply = (tx: Tx, text: string) => Promise<boolean>;

class Replayed extends Error {}

/**
 * What a delivered reminder's reply buttons do: Done ticks it off, Snooze 15 min and Tomorrow 9 am move it (a
 * repeating reminder keeps its rhythm and gets a one-off follow-up instead). Each tap acts once, however often it arrives.
 */
export function createReminderActions(deps: ReminderActionDeps) {
  const now = deps.now ?? (() => new Date());

  /** The change an action makes and the line that confirms it; the job for a new time is queued before it commits. */
  async function plan(reminder: Reminder, action: ReminderAction, at: Date): Promise<{ text: string; apply(tx: Tx): Promise<unknown> }> {
    const title = reminder.title;
    if (reminder.status === "cancelled") {
      return { text: `“${title}” was cancelled, so there is nothing to change.`, apply: async () => undefined };
    }
    if (action === "done") {
      if (reminder.rrule) {
        const next = describeWhen(reminder.dueAt, at);
        return {
          text: `Done: “${title}” is ticked off; the next one is ${next}.`,
          apply: (tx) => tx.reminder.update({ where: { id: reminder.id }, data: { doneAt: at } }),
        };
      }
      if (reminder.doneAt && reminder.status === "fired") return { text: `“${title}” is already done.`, apply: async () => undefined };
      return {
        text: `Done: “${title}” is ticked off.`,
        // A snoozed reminder marked done never goes off again.
        apply: (tx) => tx.reminder.update({ where: { id: reminder.id }, data: { status: "fired", doneAt: at } }),
      };
    }
    const dueAt = movedDueAt(action, at);
    const text = `${action === "snooze" ? "Snoozed" : "Moved"}: I'll remind you ${reminderPhrase(title)} ${describeWhen(dueAt, at)}.`;
    // The job goes in first: if the change then fails to commit, the job finds no reminder due at its time and does nothing.
    const id = reminder.rrule ? randomUUID() : reminder.id;
    await deps.scheduleReminder(id, dueAt, `${id}@${dueAt.toISOString()}`);
    return {
      text,
      apply: (tx) =>
        reminder.rrule
          ? tx.reminder.create({ data: { id, ownerId: reminder.ownerId, title, dueAt } })
          : tx.reminder.update({ where: { id }, data: { status: "pending", dueAt, doneAt: null } }),
    };
  }

  return {
    /** Who a reminder belongs to, or null when there is no such reminder. */
    async ownerOf(reminderId: string): Promise<string | null> {
      const reminder = await deps.prisma.reminder.findUnique({ where: { id: reminderId }, select: { ownerId: true } });
      return reminder?.ownerId ?? null;
    },

    /**
     * Carries out a reply button's action on the owner's reminder. The change and the caller's reply record commit
     * together; when the record was there already (the same tap delivered again) nothing changes and null is returned.
     * Otherwise returns the one-line confirmation.
     */
    async act(ownerId: string, reminderId: string, action: ReminderAction, record: RecordReply): Promise<string | null> {
      const at = now();
      const reminder = await deps.prisma.reminder.findFirst({ where: { id: reminderId, ownerId } });
      const step = reminder
        ? await plan(reminder, action, at)
        : { text: "That reminder is no longer there.", apply: async () => undefined };
      try {
        await deps.prisma.$transaction(async (tx) => {
          await step.apply(tx);
          if (!(await record(tx, step.text))) throw new Replayed();
        });
      } catch (error) {
        if (error instanceof Replayed) return null;
        throw error;
      }
      if (reminder) deps.pubsub.publish("schedule.changed", ownerId, { at: at.toISOString() });
      return step.text;
    },
  };
}

export type ReminderActions = ReturnType<typeof createReminderActions>;
