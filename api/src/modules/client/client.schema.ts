import { NotFoundError, ValidationError } from "../../errors.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { builder } from "../../schema/builder.ts";

const ClientStatusEnum = builder.enumType("ClientStatus", { values: ["pending", "active", "suspended"] as const });
const FeatureCategoryEnum = builder.enumType("FeatureCategory", {
  values: ["core", "productivity", "automation", "premium", "beta"] as const,
});
const QuickLinkCategoryEnum = builder.enumType("QuickLinkCategory", { values: ["demo", "integration", "support", "resources"] as const });

builder.prismaObject("Feature", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    category: t.expose("category", { type: FeatureCategoryEnum }),
  }),
});

builder.prismaObject("Plan", {
  description: "A client plan definition (spec sections 3 and 9). Limits of -1 mean unlimited.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    displayName: t.exposeString("displayName"),
    priceInr: t.exposeInt("priceInr"),
    billing: t.exposeString("billing"),
    dailyResponses: t.exposeInt("dailyResponses"),
    monthlyTasks: t.exposeInt("monthlyTasks"),
    upgradeToId: t.exposeString("upgradeToId", { nullable: true }),
    upgradeTo: t.prismaField({
      type: "Plan",
      nullable: true,
      description: "The plan this one upgrades to (spec section 5: weekly, monthly, elite; demo to elite); null for elite.",
      resolve: (query, plan, _args, context) =>
        plan.upgradeToId ? context.prisma.plan.findUnique({ ...query, where: { id: plan.upgradeToId } }) : null,
    }),
    upgradeText: t.exposeString("upgradeText"),
    colour: t.exposeString("colour"),
    popular: t.exposeBoolean("popular"),
    features: t.prismaField({
      type: ["Feature"],
      resolve: (query, plan, _args, context) =>
        context.prisma.feature.findMany({ ...query, where: { id: { in: plan.featureIds } }, orderBy: { sortOrder: "asc" } }),
    }),
  }),
});

builder.prismaObject("QuickLink", {
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    url: t.exposeString("url"),
    category: t.expose("category", { type: QuickLinkCategoryEnum }),
  }),
});

builder.prismaObject("ClientProfile", {
  description: "A client's own account details (spec section 3).",
  fields: (t) => ({
    company: t.exposeString("company"),
    status: t.expose("status", { type: ClientStatusEnum }),
    plan: t.relation("plan"),
    planExpiryDate: t.expose("planExpiryDate", { type: "DateTime", nullable: true }),
    demoExpiresAt: t.expose("demoExpiresAt", { type: "DateTime", nullable: true }),
    briefTime: t.exposeString("briefTime", { description: "When the morning brief arrives (HH:MM, IST)." }),
    byEmail: t.exposeBoolean("byEmail", { description: "Reminders and the morning brief also go by email, to the account's address." }),
    availableFeatures: t.prismaField({
      type: ["Feature"],
      resolve: async (_query, client, _args, context) => (await context.services.client.features(client.planId)).available,
    }),
    lockedFeatures: t.prismaField({
      type: ["Feature"],
      description: "Up to four features of the next plan that this plan lacks.",
      resolve: async (_query, client, _args, context) => (await context.services.client.features(client.planId)).locked,
    }),
  }),
});

builder.prismaObjectField("User", "client", (t) => t.relation("client", { nullable: true }));

builder.queryFields((t) => ({
  plans: t.prismaField({
    type: ["Plan"],
    description: "The client plans a person can upgrade to (weekly, monthly, elite).",
    resolve: (query, _root, _args, context) =>
      context.prisma.plan.findMany({ ...query, where: { id: { not: "demo" } }, orderBy: { sortOrder: "asc" } }),
  }),
  quickLinks: t.prismaField({
    type: ["QuickLink"],
    resolve: (query, _root, _args, context) => context.prisma.quickLink.findMany({ ...query, orderBy: { sortOrder: "asc" } }),
  }),
}));

builder.mutationField("setMorningBriefTime", (t) =>
  t.prismaField({
    type: "ClientProfile",
    authScopes: { client: true },
    errors: { types: [ValidationError, NotFoundError] },
    description: "When the morning brief arrives, as HH:MM in IST (default 08:00).",
    args: { time: t.arg.string({ required: true }) },
    resolve: async (query, _root, { time }, context) =>
      profileAfter(query, context, await context.services.client.setBriefTime(context.viewer!.userId, time)),
  }),
);

builder.mutationField("setRemindersByEmail", (t) =>
  t.prismaField({
    type: "ClientProfile",
    authScopes: { client: true },
    errors: { types: [NotFoundError] },
    description: "Whether reminders and the morning brief also go to the account's email address (a demo account's are only recorded).",
    args: { byEmail: t.arg.boolean({ required: true }) },
    resolve: async (query, _root, { byEmail }, context) =>
      profileAfter(query, context, await context.services.client.setByEmail(context.viewer!.userId, byEmail)),
  }),
);

/**
 * The profile after a change, with only what the selection asks for; a selection of `__typename` alone asks for no
 * column, and Prisma refuses an empty select, so the whole row is read then.
 */
function profileAfter(query: object, context: { prisma: PrismaClient }, { userId }: { userId: string }) {
  const select = (query as { select?: Record<string, unknown> }).select;
  const narrowed = select && Object.keys(select).length === 0 ? {} : query;
  return context.prisma.clientProfile.findUniqueOrThrow({ ...narrowed, where: { userId } });
}
