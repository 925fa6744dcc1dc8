import type { PrismaClient } from "../../generated/prisma/client.ts";

/** Numbers that asked for no more messages (STOP, or Meta's 131050), kept until they send START. */
export function createOptOuts(prisma: Pick<PrismaClient, "whatsAppOptOut">) {
  return {
    /** Marks the number opted out; `reason` is "stop" or Meta's code. Repeating it changes nothing. */
    async optOut(waId: string, reason: string): Promise<void> {
      await prisma.whatsAppOptOut.upsert({ where: { waId }, create: { waId, reason }, update: {} });
    },

    /** The number may be messaged again. */
    async optIn(waId: string): Promise<void> {
      await prisma.whatsAppOptOut.deleteMany({ where: { waId } });
    },

    async isOptedOut(waId: string): Promise<boolean> {
      return (await prisma.whatsAppOptOut.count({ where: { waId } })) > 0;
    },
  };
}

export type OptOuts = ReturnType<typeof createOptOuts>;
