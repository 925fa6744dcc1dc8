import type { PrismaClient } from "../../generated/prisma/client.ts";
import { carryOut } from "../assistant/carry-out.ts";
import { understand } from "../assistant/engine/understand.ts";
import { queueWhatsApp } from "../assistant/outbox.ts";
import type { Owner } from "../assistant/owner.rules.ts";

/** "Send a WhatsApp to Priya saying the deck is ready": a message to send at launch. */
const SEND_MESSAGE = /^send (?:a )?(?:whatsapp|message|whatsapp message) to (.+?)(?: saying|:)\s+(.+)$/i;

export interface TaskRunDeps {
  prisma: PrismaClient;
  scheduleReminder(reminderId: string, dueAt: Date): Promise<void>;
  now: () => Date;
}

/**
 * Carries out one scheduled task exactly once: the row is locked, its effects and its new status
 * commit together, and a task no longer `scheduled` is left alone, so a job delivered twice, or
 * retried after a crash, changes nothing the second time. Returns the owner to notify, or null.
 */
export async function runScheduledTask(taskId: string, deps: TaskRunDeps): Promise<string | null> {
  const reminders: Array<[string, Date]> = [];
  const ownerId = await deps.prisma.$transaction(async (tx) => {
    const [task] = await tx.$queryRaw<Array<{ id: string; ownerId: string; input: string; status: string }>>`
      SELECT "id", "ownerId", "input", "status"::text AS "status" FROM "ScheduledTask" WHERE "id" = ${taskId} FOR UPDATE`;
    if (!task || task.status !== "scheduled") return null;
    const now = deps.now();
    const send = SEND_MESSAGE.exec(task.input.trim());
    let outcome: { status: "completed" | "failed"; result?: string; error?: string };
    if (send) {
      await queueWhatsApp(tx, { ownerId: task.ownerId, recipient: send[1]!, body: send[2]!, kind: "scheduled-task", idempotencyKey: `task:${task.id}` });
      outcome = { status: "completed", result: `WhatsApp to ${send[1]} queued: “${send[2]}”` };
    } else {
      const intent = understand(task.input, now);
      if (intent.kind === "clarify" && intent.reason === "unknown") {
        outcome = { status: "completed", result: `Noted: ${task.input}` };
      } else if (intent.kind === "clarify") {
        outcome = { status: "failed", error: intent.question };
      } else {
        const owner: Owner = { kind: "user", id: task.ownerId, userId: task.ownerId, planId: "elite", name: "", company: "" };
        const done = await carryOut(intent, owner, { prisma: tx, scheduleReminder: async (id, at) => void reminders.push([id, at]), now: deps.now });
        outcome = { status: "completed", result: done.text };
      }
    }
    await tx.scheduledTask.update({ where: { id: task.id }, data: { ...outcome, finishedAt: now } });
    return task.ownerId;
  });
  // Jobs for reminders the task created go in after the commit (on PGlite, the transaction holds the only connection).
  for (const [id, at] of reminders) await deps.scheduleReminder(id, at);
  return ownerId;
}
