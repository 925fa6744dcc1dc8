import type { PrismaClient } from "../../generated/prisma/client.ts";

/** The tables actions write to; a transaction client works too. */
export type ActionStore = Pick<PrismaClient, "reminder" | "calendarEvent" | "listItem">;
import type { ActionResult, Outcome } from "./action-result.ts";
import type { Intent } from "./engine/intent.ts";
import { formatIst, toIstIso } from "../../rules/ist.rules.ts";
import { describeWhen, reminderPhrase } from "./engine/phrasing.ts";
import { composeReply, listLabel, minutesText, quotedList } from "./engine/replies.ts";
import { agenda, freeOrBusy } from "./agenda.ts";
import { applyFollowUp } from "./follow-up.ts";
import type { Owner } from "./owner.rules.ts";
import { featureNeededFor } from "./plan-features.ts";

export interface CarryOutDeps {
  prisma: ActionStore;
  /** Hands a new reminder to the job engine, to fire at its time. */
  scheduleReminder(reminderId: string, dueAt: Date, key?: string): Promise<void>;
  now: () => Date;
  /** Whether the owner's plan includes a feature (spec section 6); everything is allowed when absent. */
  hasFeature?(owner: Owner, featureId: string): Promise<boolean>;
}

/** Performs what an intent asks, storing every action before the reply mentions it. */
export async function carryOut(intent: Intent, owner: Owner, deps: CarryOutDeps, lastActions: ActionResult[] = []): Promise<Outcome> {
  const { prisma } = deps;
  const needed = featureNeededFor(intent);
  if (needed && deps.hasFeature && !(await deps.hasFeature(owner, needed.id))) {
    return {
      actions: [],
      text: `${needed.name} isn't part of your current plan. Upgrade on the Pricing page and I'll take care of this for you.`,
    };
  }
  switch (intent.kind) {
    case "reminder": {
      const reminder = await prisma.reminder.create({ data: { ownerId: owner.id, title: intent.title, dueAt: intent.at } });
      await deps.scheduleReminder(reminder.id, reminder.dueAt);
      return {
        actions: [{ id: reminder.id, type: "reminder", status: "completed", title: reminder.title, at: toIstIso(reminder.dueAt) }],
        text: `Done. I'll remind you ${reminderPhrase(reminder.title)} ${describeWhen(reminder.dueAt, deps.now())}.`,
      };
    }
    case "calendar": {
      const ends = new Date(intent.at.getTime() + intent.durationMinutes * 60_000);
      const clashes = await prisma.calendarEvent.findMany({
        where: { ownerId: owner.id, startsAt: { lt: ends, gte: new Date(intent.at.getTime() - 24 * 3_600_000) } },
        orderBy: { startsAt: "asc" },
      });
      const overlapping = clashes.filter((event) => event.startsAt.getTime() + event.durationMinutes * 60_000 > intent.at.getTime());
      const event = await prisma.calendarEvent.create({
        data: {
          ownerId: owner.id,
          title: intent.title,
          startsAt: intent.at,
          durationMinutes: intent.durationMinutes,
          withWhom: intent.with ?? null,
        },
      });
      const warning = overlapping.length
        ? ` Heads up: it clashes with ${overlapping.map((clash) => `“${clash.title}” at ${formatIst(clash.startsAt)}`).join(" and ")}.`
        : "";
      return {
        actions: [
          {
            id: event.id,
            type: "calendar",
            status: "completed",
            title: event.title,
            at: toIstIso(event.startsAt),
            durationMinutes: event.durationMinutes,
          },
        ],
        text: `Booked: ${event.title} ${describeWhen(event.startsAt, deps.now())} for ${minutesText(event.durationMinutes)}.${warning}`,
      };
    }
    case "list.add": {
      const list = intent.list ?? null;
      const items = [];
      for (const title of intent.items) items.push(await prisma.listItem.create({ data: { ownerId: owner.id, title, list } }));
      const actions: ActionResult[] = items.map((item) => ({ id: item.id, type: "list", status: "completed", title: item.title }));
      return { actions, text: `Added ${quotedList(intent.items)} to your ${listLabel(list)}.` };
    }
    case "list.show": {
      const list = intent.list ?? null;
      const items = await prisma.listItem.findMany({
        where: { ownerId: owner.id, done: false, list },
        orderBy: { createdAt: "asc" },
        take: 20,
      });
      const heading = list ? `Your ${listLabel(list)}` : "Your open tasks";
      return {
        actions: [],
        text: items.length
          ? `${heading}:\n${items.map((item, index) => `${index + 1}. ${item.title}`).join("\n")}`
          : `Your ${listLabel(list)} is empty.`,
      };
    }
    case "list.complete":
      return completeListItem(prisma, owner, intent.query, deps.now());
    case "agenda":
      return agenda(prisma, owner, intent);
    case "free":
      return freeOrBusy(prisma, owner, intent);
    case "follow-up":
      return applyFollowUp(intent.change, lastActions, owner, deps);
    default:
      return { actions: [], text: composeReply(intent) };
  }
}

async function completeListItem(prisma: ActionStore, owner: Owner, query: string, now: Date): Promise<Outcome> {
  const open = await prisma.listItem.findMany({ where: { ownerId: owner.id, done: false } });
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 2);
  const matches = open.filter((item) => words.every((word) => item.title.toLowerCase().includes(word)));
  if (matches.length !== 1) {
    const text =
      matches.length === 0
        ? `I couldn't find an open task matching “${query}”.`
        : `More than one task matches “${query}”: ${matches.map((item) => `“${item.title}”`).join(", ")}. Which one?`;
    return { actions: [], text };
  }
  const item = await prisma.listItem.update({ where: { id: matches[0]!.id }, data: { done: true, completedAt: now } });
  const action: ActionResult = { id: item.id, type: "list", status: "completed", title: item.title };
  return { actions: [action], text: `Marked “${item.title}” as done.` };
}
