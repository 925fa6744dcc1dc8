import type { PrismaClient } from "./generated/prisma/client.ts";
import { ensureDemoAccount } from "./modules/auth/demo-account.seed.ts";
import { PRODUCTION_SCRYPT_COST, type ScryptCost } from "./modules/auth/password.service.ts";
import { FEATURES, INTEGRATIONS, PLANS, QUICK_LINKS } from "./modules/catalog/catalog.data.ts";
import { catalogWrites } from "./modules/client/catalog-rows.ts";
import { integrationWrites } from "./modules/integrations/integration-rows.ts";

/**
 * Creates what a first run needs, each module writing its own tables. Idempotent: definitions are upserted to the
 * catalogue's values (in one transaction), while the demo account and integration state keep whatever has changed since.
 */
export async function seedCatalog(prisma: PrismaClient, cost: ScryptCost = PRODUCTION_SCRYPT_COST): Promise<void> {
  await prisma.$transaction([
    ...catalogWrites(prisma, { features: FEATURES, plans: PLANS, quickLinks: QUICK_LINKS }),
    ...integrationWrites(prisma, INTEGRATIONS),
  ]);
  await ensureDemoAccount(prisma, cost);
}
