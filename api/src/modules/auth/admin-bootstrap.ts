import { randomBytes } from "node:crypto";
import type { Env } from "../../env.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { hashPassword, PRODUCTION_SCRYPT_COST, scryptCostFor, type ScryptCost } from "./password.service.ts";

export const DEV_ADMIN_EMAIL = "admin@ria.local";

/**
 * Creates an administrator account, or resets the password of the one with this email and ends every
 * session of theirs (each instance closes their live views within SESSION_CHECK_SECONDS).
 */
export async function upsertAdmin(
  prisma: PrismaClient,
  email: string,
  password: string,
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
): Promise<void> {
  const passwordHash = await hashPassword(password, cost);
  const user = await prisma.user.upsert({
    where: { email: email.toLowerCase() },
    create: { email: email.toLowerCase(), name: "Administrator", role: "ADMIN", passwordHash },
    update: { role: "ADMIN", passwordHash },
  });
  await prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * The first administrator. From ADMIN_EMAIL/ADMIN_PASSWORD when set (created once, never
 * overwritten). In development without them, a generated password is printed to the log the one
 * time the account is created. No admin credential ever reaches a page or the repository.
 */
export async function ensureFirstAdmin(prisma: PrismaClient, env: Env, logger: Logger): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const existing = await prisma.user.findUnique({ where: { email: env.ADMIN_EMAIL.toLowerCase() } });
    if (!existing) await upsertAdmin(prisma, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, scryptCostFor(env));
    return;
  }
  if (env.NODE_ENV !== "development" || (await prisma.user.count({ where: { role: "ADMIN" } })) > 0) return;
  const password = randomBytes(12).toString("base64url");
  await upsertAdmin(prisma, DEV_ADMIN_EMAIL, password, scryptCostFor(env));
  logger.warn(
    { email: DEV_ADMIN_EMAIL, password },
    "Development admin created; this password is shown once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
  );
}
