import { randomUUID } from "node:crypto";
import { startDailyCleanup } from "../../daily-cleanup.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { PgBoss } from "pg-boss";
import { profileToCopy, setDemoExpiry } from "../client/profiles.service.ts";

/** New sandboxes a day from one address, and from everyone: the demo is for prospects, not for minting quotas. */
export const SANDBOXES_PER_ADDRESS_PER_DAY = 3;
export const SANDBOXES_PER_DAY = 500;

/** A sandbox nobody has used for this long is removed with everything in it. */
export const SANDBOX_IDLE_DAYS = 7;
export const SANDBOX_CLEANUP_QUEUE = "demo-sandbox-cleanup";
// Not a scrypt hash, so no password ever matches it; hashing a random one cost a second scrypt (128 MiB, most
// of a second of CPU) on every prospect's first sign-in, and timed sign-ins out on a busy machine.
const NO_PASSWORD = "sandbox:no-password";

type SandboxUser = NonNullable<Awaited<ReturnType<PrismaClient["user"]["findUnique"]>>>;

/**
 * The demo sandbox of one browser: signing in with the public demo credentials lands each prospect in a copy
 * of the seeded template (same name, company and demo plan), so plan limits and data are theirs alone.
 * The same browser (its guest id) returns to the same sandbox.
 */
export async function sandboxFor(
  prisma: PrismaClient,
  template: SandboxUser,
  browserKey: string,
  /** Runs before a new sandbox is made (never for a browser's own): throws to refuse one. */
  beforeCreate: () => Promise<void> = async () => {},
): Promise<SandboxUser> {
  // The sandbox goes after 7 idle days, so each sign-in moves the end the client dashboard shows.
  const demoExpiresAt = new Date(Date.now() + SANDBOX_IDLE_DAYS * 86_400_000);
  const existing = await prisma.user.findUnique({ where: { sandboxKey: browserKey } });
  if (existing) {
    await setDemoExpiry(prisma, existing.id, demoExpiresAt);
    return existing;
  }
  await beforeCreate();
  const profile = await profileToCopy(prisma, template.id);
  const id = randomUUID();
  try {
    return await prisma.user.create({
      data: {
        id,
        email: `sandbox-${id}@demo.ria.example`,
        name: template.name,
        role: template.role,
        // Nobody signs in to a sandbox by its own address; the demo credentials lead here.
        passwordHash: NO_PASSWORD,
        sandboxOf: template.id,
        sandboxKey: browserKey,
        client: {
          create: { ...profile, demoExpiresAt },
        },
      },
    });
  } catch (error) {
    // Two tabs signing in at once: the other one created it.
    const raced = await prisma.user.findUnique({ where: { sandboxKey: browserKey } });
    if (raced) return raced;
    throw error;
  }
}

/** A module that keeps rows for an owner, through its service: the assistant, the scheduler. */
export interface OwnerData {
  deleteOwnedBy(ownerId: string): Promise<void>;
}

/** Deletes sandboxes idle for 7 days (no session seen since) and everything they own; returns how many. */
export async function purgeIdleSandboxes(prisma: PrismaClient, owned: OwnerData[], now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SANDBOX_IDLE_DAYS * 86_400_000);
  const idle = await prisma.user.findMany({
    where: { sandboxOf: { not: null }, createdAt: { lt: cutoff }, sessions: { none: { lastSeenAt: { gte: cutoff } } } },
    select: { id: true },
  });
  for (const { id } of idle) {
    // One sandbox at a time: a failure leaves the others to be removed. Each module deletes its own rows, the
    // account goes last, so a failure part way leaves the sandbox to be removed again the next day.
    for (const module of owned) await module.deleteOwnedBy(id);
    await prisma.user.delete({ where: { id } });
  }
  return idle.length;
}

/** Once a day at 03:30 IST, on one instance. */
export function startSandboxCleanup(jobs: PgBoss, prisma: PrismaClient, owned: OwnerData[], logger: Logger): Promise<void> {
  return startDailyCleanup(jobs, logger, {
    queue: SANDBOX_CLEANUP_QUEUE,
    cron: "30 3 * * *",
    purge: () => purgeIdleSandboxes(prisma, owned),
    logMessage: "idle demo sandboxes deleted",
  });
}
