import type { AutomationRule, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { ConflictError, NotFoundError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { validationErrorOf } from "../../validation.ts";
import { firesInMinute, nextRuns } from "./cron.rules.ts";
import { matchesAnyKeyword } from "./keywords.ts";
import { describeAction, performAction, type ActionDeps } from "./rule-actions.ts";
import { ruleInputSchema, type RuleAction, type RuleInput } from "./rule.rules.ts";
import { triggerText, type TriggerEvent } from "./trigger-event.ts";
import { isUniqueViolation, nullWhenDuplicate } from "../../db/unique-violation.ts";

/** Calendar rules fire this many minutes before an event unless they say otherwise. */
export const DEFAULT_MINUTES_BEFORE = 15;

/** A rule's runs read newest first; the id breaks ties between runs started in the same millisecond. */
const NEWEST_FIRST: Prisma.RuleRunOrderByWithRelationInput[] = [{ startedAt: "desc" }, { id: "desc" }];
const actionsOf = (rule: AutomationRule) => rule.actions as unknown as RuleAction[];

/** Whether a rule of this trigger type cares about this event (keywords, when it has them, must match). */
function matches(rule: AutomationRule, trigger: TriggerEvent): boolean {
  if (trigger.kind === "message") return rule.trigger === "keyword" && matchesAnyKeyword(trigger.text, rule.keywords) !== null;
  if (trigger.kind === "email")
    return rule.trigger === "email" && (rule.keywords.length === 0 || matchesAnyKeyword(triggerText(trigger), rule.keywords) !== null);
  return rule.trigger === trigger.kind;
}

/** What the rules' actions use (rule-actions.ts), and where failed runs are logged. */
export interface AutomationDeps extends ActionDeps {
  prisma: PrismaClient;
  logger: Logger;
}

/** Automation rules: saved with validation, run on every trigger, each run recorded. */
export function createAutomationService(deps: AutomationDeps) {
  const { prisma, logger } = deps;
  const toData = (input: RuleInput) => ({
    name: input.name,
    description: input.description,
    trigger: input.trigger,
    active: input.active,
    keywords: input.trigger === "keyword" || input.trigger === "email" ? input.conditions.keywords : [],
    cronExpression: input.trigger === "cron" ? input.conditions.cronExpression!.trim().replace(/\s+/g, " ") : null,
    minutesBefore: input.trigger === "calendar" ? (input.conditions.minutesBefore ?? DEFAULT_MINUTES_BEFORE) : null,
    actions: input.actions as object[],
  });
  const parse = (input: unknown) => {
    const parsed = ruleInputSchema.safeParse(input);
    if (!parsed.success) throw validationErrorOf(parsed.error);
    return parsed.data;
  };

  /** Runs one rule for one firing, once: the run row is claimed first, by (rule, firing key). */
  async function run(rule: AutomationRule, trigger: TriggerEvent): Promise<void> {
    const started = Date.now();
    const claimed = await nullWhenDuplicate(
      prisma.ruleRun.create({
        data: {
          ruleId: rule.id,
          triggerKey: `${trigger.kind}:${trigger.key}`,
          triggerInput: triggerText(trigger).slice(0, 500) || trigger.kind,
          status: "running",
        },
      }),
    );
    if (!claimed) return;
    const effects: string[] = [];
    let failure: string | null = null;
    for (const [index, action] of actionsOf(rule).entries()) {
      try {
        effects.push(await performAction(action, trigger, rule, `rule:${rule.id}:${trigger.kind}:${trigger.key}:${index}`, deps));
      } catch (error) {
        failure ??= error instanceof Error ? error.message : String(error);
        effects.push(`Failed: ${describeAction(action, trigger)}`);
        logger.warn({ err: error, ruleId: rule.id }, "automation action failed");
      }
    }
    await prisma.ruleRun.update({
      where: { id: claimed.id },
      data: { status: failure ? "failed" : "succeeded", error: failure, effects, durationMs: Date.now() - started },
    });
    deps.pubsub.publish("automation.run", { ruleId: rule.id, runId: claimed.id });
  }

  return {
    /** Rule runs started since `since` that finished (succeeded or failed), for analytics. */
    finishedRunsSince: (since: Date, ownerId?: string) =>
      prisma.ruleRun.findMany({
        where: { startedAt: { gte: since }, status: { in: ["succeeded", "failed"] }, ...(ownerId ? { rule: { ownerId } } : {}) },
        select: { status: true },
      }),

    list: () => prisma.automationRule.findMany({ orderBy: { createdAt: "asc" } }),

    async create(ownerId: string, input: unknown) {
      const rule = parse(input);
      if (await prisma.automationRule.findUnique({ where: { id: rule.id } })) {
        throw new ConflictError(`A rule with id “${rule.id}” already exists`, { id: "This id is taken" });
      }
      const created = await prisma.automationRule.create({ data: { id: rule.id, ownerId, ...toData(rule) } }).catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? new ConflictError(`A rule with id “${rule.id}” already exists`, { id: "This id is taken" })
          : error;
      });
      deps.pubsub.publish("automation.rule", { ruleId: created.id, change: "created" });
      return created;
    },

    /** Applies a partial change (e.g. just `active`) and validates the whole rule again. */
    async update(ruleId: string, changes: Record<string, unknown>) {
      const existing = await prisma.automationRule.findUnique({ where: { id: ruleId } });
      if (!existing) throw new NotFoundError(`No rule with id “${ruleId}”`);
      const current = {
        id: existing.id,
        name: existing.name,
        description: existing.description,
        trigger: existing.trigger,
        active: existing.active,
        conditions: {
          keywords: existing.keywords,
          cronExpression: existing.cronExpression ?? undefined,
          minutesBefore: existing.minutesBefore ?? undefined,
        },
        actions: actionsOf(existing),
      };
      const conditions = { ...current.conditions, ...((changes.conditions as object | undefined) ?? {}) };
      const rule = parse({ ...current, ...changes, conditions, id: ruleId });
      const updated = await prisma.automationRule.update({ where: { id: ruleId }, data: toData(rule) });
      deps.pubsub.publish("automation.rule", { ruleId, change: "updated" });
      return updated;
    },

    async remove(ruleId: string) {
      const deleted = await prisma.automationRule.deleteMany({ where: { id: ruleId } });
      if (deleted.count === 0) throw new NotFoundError(`No rule with id “${ruleId}”`);
      deps.pubsub.publish("automation.rule", { ruleId, change: "deleted" });
    },

    /** A rule's runs, newest first; `page` (a connection's cursor and size) narrows the rows and the selection. */
    runsOf<Page extends Omit<Prisma.RuleRunFindManyArgs, "orderBy" | "where">>(ruleId: string, page: Page) {
      return prisma.ruleRun.findMany({ ...page, where: { ruleId }, orderBy: NEWEST_FIRST });
    },

    nextRuns: (rule: AutomationRule, count = 5) => (rule.cronExpression ? nextRuns(rule.cronExpression, count, deps.now()) : []),

    /**
     * The "Test rule" dry run: whether the sample sets it off (`matches`), whether it would fire now (never while
     * switched off: `wouldFire`), and what it would do when it does fire; nothing is performed. A switched-off
     * rule still says what it would do, so an admin can test it before switching it on.
     */
    async dryRun(ruleId: string, sample: string) {
      const rule = await prisma.automationRule.findUnique({ where: { id: ruleId } });
      if (!rule) throw new NotFoundError(`No rule with id “${ruleId}”`);
      const trigger: TriggerEvent =
        rule.trigger === "keyword"
          ? { kind: "message", channel: "whatsapp", text: sample, from: "sample", key: "dry-run" }
          : rule.trigger === "email"
            ? { kind: "email", from: "sample@example.com", subject: sample, text: "", key: "dry-run" }
            : rule.trigger === "calendar"
              ? { kind: "calendar", title: sample || "Sample meeting", startsAt: deps.now(), ownerId: rule.ownerId, key: "dry-run" }
              : { kind: "cron", key: "dry-run" };
      const matched = matches(rule, trigger);
      return {
        wouldFire: rule.active && matched,
        matches: matched,
        active: rule.active,
        matchedKeyword:
          trigger.kind === "message" || trigger.kind === "email" ? matchesAnyKeyword(triggerText(trigger), rule.keywords) : null,
        effects: matched ? actionsOf(rule).map((action) => describeAction(action, trigger)) : [],
      };
    },

    /** Runs every active rule that this event sets off; one rule's failure never stops the others. */
    async dispatch(trigger: TriggerEvent): Promise<void> {
      const rules = await prisma.automationRule.findMany({ where: { active: true } });
      for (const rule of rules.filter((candidate) => matches(candidate, trigger))) {
        await run(rule, trigger).catch((error) => logger.error({ err: error, ruleId: rule.id }, "automation rule failed"));
      }
    },

    /** The minute ticker: cron rules due this minute, and calendar rules whose event starts in N minutes. */
    async tick(minute: Date): Promise<void> {
      const rules = await prisma.automationRule.findMany({ where: { active: true, trigger: { in: ["cron", "calendar"] } } });
      for (const rule of rules) {
        try {
          if (rule.trigger === "cron" && rule.cronExpression && firesInMinute(rule.cronExpression, minute)) {
            await run(rule, { kind: "cron", key: minute.toISOString() });
          }
          if (rule.trigger === "calendar") {
            const from = new Date(minute.getTime() + (rule.minutesBefore ?? DEFAULT_MINUTES_BEFORE) * 60_000);
            const events = await deps.assistant.eventsStartingBetween(from, new Date(from.getTime() + 60_000));
            for (const event of events)
              await run(rule, { kind: "calendar", title: event.title, startsAt: event.startsAt, ownerId: event.ownerId, key: event.id });
          }
        } catch (error) {
          logger.error({ err: error, ruleId: rule.id }, "automation tick failed for a rule");
        }
      }
    },
  };
}

export type AutomationService = ReturnType<typeof createAutomationService>;
