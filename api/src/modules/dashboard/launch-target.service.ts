import type { PrismaClient } from "../../generated/prisma/client.ts";
import { istDay } from "../../rules/ist.rules.ts";
import { parseInput } from "../../validation.ts";
import { launchTargetSchema, type LaunchTarget } from "./launch-target.rules.ts";

/** The one row that holds the platform's launch target. */
const ROW_ID = "platform";

export interface LaunchTargetDeps {
  prisma: PrismaClient;
  /** Today (IST) by this clock is the earliest launch day accepted. */
  now: () => Date;
}

/** The launch target admins set on the dashboard: read it, or replace it after checking it. */
export function createLaunchTargetService({ prisma, now }: LaunchTargetDeps) {
  return {
    /** The current target, or null until an admin first sets one. */
    async current(): Promise<LaunchTarget | null> {
      return prisma.launchTarget.findUnique({ where: { id: ROW_ID }, select: { targetCxos: true, launchDay: true } });
    },

    /** Validates and stores a new target; throws ValidationError with a message per field. */
    async set(input: unknown): Promise<LaunchTarget> {
      const target = parseInput(launchTargetSchema(istDay(now())), input);
      await prisma.launchTarget.upsert({ where: { id: ROW_ID }, create: { id: ROW_ID, ...target }, update: target });
      return target;
    },
  };
}

export type LaunchTargetService = ReturnType<typeof createLaunchTargetService>;
