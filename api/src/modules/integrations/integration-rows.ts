import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";

/**
 * Upserts of the integrations to the seed's definitions (in display order), for one transaction with the other
 * modules' rows: a name and description follow the seed; the state an integration reached since stays.
 */
export function integrationWrites(prisma: PrismaClient, integrations: Array<Omit<Prisma.IntegrationCreateInput, "sortOrder">>) {
  return integrations.map((integration, sortOrder) =>
    prisma.integration.upsert({
      where: { id: integration.id },
      create: { ...integration, sortOrder },
      update: { name: integration.name, description: integration.description, sortOrder },
    }),
  );
}
