import type { PrismaClient } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { DEMO_CLIENT } from "./demo-account.rules.ts";
import { hashPassword, type ScryptCost } from "./password.service.ts";

/** Creates the public demo client on a first run; whatever it holds afterwards stays. */
export async function ensureDemoAccount(prisma: PrismaClient, cost: ScryptCost): Promise<void> {
  if (await prisma.user.findUnique({ where: { email: DEMO_CLIENT.email } })) return;
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
