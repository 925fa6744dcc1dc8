import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { requireRoleToSubscribe } from "../../schema/auth-errors.ts";
import { builder } from "../../schema/builder.ts";
import { RULE_TRIGGERS } from "./rule.rules.ts";

const RuleTriggerEnum = builder.enumType("RuleTrigger", { values: RULE_TRIGGERS });

builder.prismaObject("RuleRun", {
  description: "One run of a rule: what set it off, when, how long it took, what it did.",
  fields: (t) => ({
    id: t.exposeID("id"),
    ruleId: t.exposeString("ruleId", { description: "The rule this run belongs to." }),
    rule: t.relation("rule", { nullable: true, description: "The rule this run belongs to; a live run joins its `runs`." }),
    triggerInput: t.exposeString("triggerInput"),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    durationMs: t.exposeInt("durationMs"),
    status: t.exposeString("status"),
    error: t.exposeString("error", { nullable: true }),
    effects: t.stringList({ resolve: (run) => run.effects as string[] }),
  }),
});

builder.prismaNode("AutomationRule", {
  id: { field: "id" },
  // A well-formed id of a missing (or deleted) record is null, not an error.
  nullable: true,
  description: "Spec section 3: an automation rule (admins only).",
  authScopes: { admin: true },
  fields: (t) => ({
    ruleId: t.exposeString("id", { description: "The id the user chose." }),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    trigger: t.expose("trigger", { type: RuleTriggerEnum }),
    active: t.exposeBoolean("active"),
    keywords: t.exposeStringList("keywords"),
    cronExpression: t.exposeString("cronExpression", { nullable: true }),
    minutesBefore: t.exposeInt("minutesBefore", { nullable: true }),
    actions: t.field({ type: "JSON", resolve: (rule) => rule.actions }),
    nextRuns: t.field({
      type: ["DateTime"],
      description: "The next 5 times a cron rule fires (shown in IST).",
      resolve: (rule, _args, context) => context.services.automation.nextRuns(rule),
    }),
    runs: t.prismaConnection({
      type: "RuleRun",
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      description: "The rule's runs, newest first (20 unless asked); new ones arrive by `automationRunRecorded`.",
      resolve: (query, rule, _args, context) => context.services.automation.runsOf(rule.id, query),
    }),
  }),
});

const admin = { admin: true } as const;

const RuleInput = builder.inputType("AutomationRuleInput", {
  fields: (t) => ({
    id: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    trigger: t.string({ required: true, description: "keyword, email, calendar or cron" }),
    active: t.boolean(),
    conditions: t.field({ type: "JSON", description: "{ keywords: string[], cronExpression?: string, minutesBefore?: number }" }),
    actions: t.field({
      type: "JSON",
      description: "A list of { type: reply | send_whatsapp | schedule_task | add_list_item | notify_admin, ... }",
    }),
  }),
});

const RuleDryRun = builder
  .objectRef<{ wouldFire: boolean; matches: boolean; active: boolean; matchedKeyword: string | null; effects: string[] }>("RuleDryRun")
  .implement({
    fields: (t) => ({
      wouldFire: t.exposeBoolean("wouldFire", { description: "False when the rule is switched off, or the sample does not set it off." }),
      matches: t.exposeBoolean("matches", { description: "Whether the sample sets the rule off, switched on or not." }),
      active: t.exposeBoolean("active", { description: "Whether the rule is switched on: a switched-off rule never fires." }),
      matchedKeyword: t.exposeString("matchedKeyword", { nullable: true }),
      effects: t.exposeStringList("effects", {
        description: "What the rule does when the sample sets it off (once switched on, if it is off); nothing was done.",
      }),
    }),
  });

builder.queryField("automationRules", (t) =>
  t.prismaField({
    type: ["AutomationRule"],
    authScopes: admin,
    resolve: (_query, _root, _args, context) => context.services.automation.list(),
  }),
);

builder.mutationFields((t) => ({
  createAutomationRule: t.prismaField({
    type: "AutomationRule",
    authScopes: admin,
    errors: { types: [ValidationError, ConflictError] },
    args: { input: t.arg({ type: RuleInput, required: true }) },
    resolve: (_query, _root, { input }, context) => context.services.automation.create(context.viewer!.userId, withoutNulls(input)),
  }),
  updateAutomationRule: t.prismaField({
    type: "AutomationRule",
    authScopes: admin,
    errors: { types: [ValidationError, ConflictError, NotFoundError] },
    args: {
      ruleId: t.arg.string({ required: true }),
      changes: t.arg({ type: "JSON", required: true, description: "Any fields of the rule to change, e.g. { active: false }" }),
    },
    resolve: (_query, _root, args, context) => context.services.automation.update(args.ruleId, args.changes as Record<string, unknown>),
  }),
  deleteAutomationRule: t.boolean({
    authScopes: admin,
    errors: { types: [NotFoundError] },
    args: { ruleId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await context.services.automation.remove(args.ruleId);
      return true;
    },
  }),
  testAutomationRule: t.field({
    type: RuleDryRun,
    authScopes: admin,
    errors: { types: [ValidationError, NotFoundError] },
    description: "A dry run: whether the rule would fire for a sample and what it would do. No side effects.",
    args: { ruleId: t.arg.string({ required: true }), sample: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.automation.dryRun(args.ruleId, args.sample),
  }),
}));

builder.subscriptionField("automationRunRecorded", (t) =>
  t.prismaField({
    type: "RuleRun",
    description: "Each rule run as it is recorded (admins only).",
    subscribe: (_root, _args, context) => {
      requireRoleToSubscribe(context, "ADMIN");
      return context.pubsub.subscribe("automation.run");
    },
    resolve: (query, event, _args, context) =>
      context.prisma.ruleRun.findUniqueOrThrow({ ...query, where: { id: (event as { runId: string }).runId } }),
  }),
);

const RuleChange = builder.enumType("AutomationRuleChangeKind", { values: ["created", "updated", "deleted"] as const });

const AutomationRuleChange = builder
  .objectRef<{ ruleId: string; change: "created" | "updated" | "deleted" }>("AutomationRuleChange")
  .implement({
    description: "A rule created, updated (toggled, edited) or deleted by any admin.",
    fields: (t) => ({
      ruleId: t.exposeString("ruleId"),
      change: t.field({ type: RuleChange, resolve: (event) => event.change }),
      rule: t.prismaField({
        type: "AutomationRule",
        nullable: true,
        description: "The rule as it is now; null once deleted.",
        resolve: (query, event, _args, context) => context.prisma.automationRule.findUnique({ ...query, where: { id: event.ruleId } }),
      }),
    }),
  });

builder.subscriptionField("automationRuleChanged", (t) =>
  t.field({
    type: AutomationRuleChange,
    description: "Rules changing as any admin changes them (admins only).",
    subscribe: (_root, _args, context) => {
      requireRoleToSubscribe(context, "ADMIN");
      return context.pubsub.subscribe("automation.rule");
    },
    resolve: (event) => event,
  }),
);

/** GraphQL gives absent optional fields as null; the rule schema wants them absent. */
function withoutNulls(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
}
