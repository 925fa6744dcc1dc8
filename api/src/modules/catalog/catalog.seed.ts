import type { PrismaClient } from "../../generated/prisma/client.ts";
import { hashPassword, PRODUCTION_SCRYPT_COST, type ScryptCost } from "../auth/password.service.ts";
import { DEMO_CLIENT } from "../auth/demo-account.rules.ts";
import { FEATURES, INTEGRATIONS, PLANS, QUICK_LINKS } from "./catalog.data.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

/**
 * Creates what a first run needs. Idempotent: definitions are upserted to the values above,
 * while the demo account and integration state keep whatever has changed since.
 */
export async function seedCatalog(prisma: PrismaClient, cost: ScryptCost = PRODUCTION_SCRYPT_COST): Promise<void> {
  await prisma.$transaction([
    ...FEATURES.map((feature, sortOrder) =>
      prisma.feature.upsert({ where: { id: feature.id }, create: { ...feature, sortOrder }, update: { ...feature, sortOrder } }),
    ),
    ...PLANS.map((plan, sortOrder) =>
      prisma.plan.upsert({ where: { id: plan.id }, create: { ...plan, sortOrder }, update: { ...plan, sortOrder } }),
    ),
    ...QUICK_LINKS.map((link, sortOrder) =>
      prisma.quickLink.upsert({ where: { id: link.id }, create: { ...link, sortOrder }, update: { ...link, sortOrder } }),
    ),
    ...INTEGRATIONS.map((integration, sortOrder) =>
      prisma.integration.upsert({
        where: { id: integration.id },
        create: { ...integration, sortOrder },
        update: { name: integration.name, description: integration.description, sortOrder },
      }),
    ),
  ]);
  const demo = await prisma.user.findUnique({ where: { email: DEMO_CLIENT.email } });
  if (!demo) {
    await prisma.user
      .create({
        data: {
          email: DEMO_CLIENT.email,
          name: DEMO_CLIENT.name,
          role: "CLIENT",
          passwordHash: await hashPassword(DEMO_CLIENT.password, cost),
          client: { create: { company: DEMO_CLIENT.company, planId: DEMO_CLIENT.planId, status: "active" } },
        },
      })
      // Another instance seeding at the same moment created it first.
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
  }
}
