import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";

/** The reference rows the client module owns, as the seed defines them (in display order). */
export interface ClientCatalog {
  features: Array<Omit<Prisma.FeatureCreateInput, "sortOrder">>;
  plans: Array<Omit<Prisma.PlanUncheckedCreateInput, "sortOrder">>;
  quickLinks: Array<Omit<Prisma.QuickLinkCreateInput, "sortOrder">>;
}

/** Upserts of the features, plans and quick links to the seed's values, for one transaction with the other modules' rows. */
export function catalogWrites(prisma: PrismaClient, { features, plans, quickLinks }: ClientCatalog) {
  return [
    ...features.map((feature, sortOrder) =>
      prisma.feature.upsert({ where: { id: feature.id }, create: { ...feature, sortOrder }, update: { ...feature, sortOrder } }),
    ),
    ...plans.map((plan, sortOrder) =>
      prisma.plan.upsert({ where: { id: plan.id }, create: { ...plan, sortOrder }, update: { ...plan, sortOrder } }),
    ),
    ...quickLinks.map((link, sortOrder) =>
      prisma.quickLink.upsert({ where: { id: link.id }, create: { ...link, sortOrder }, update: { ...link, sortOrder } }),
    ),
  ];
}
