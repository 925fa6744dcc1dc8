import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { ValidationError } from "../../errors.ts";
import { parseInput } from "../../validation.ts";

/** VIP senders a client may keep. */
export const MAX_EMAIL_VIPS = 50;

export const emailVipSchema = z.object({
  address: z
    .email("Enter an email address, like name@company.com")
    .max(320, "An email address is at most 320 characters")
    .transform((address) => address.toLowerCase()),
});

/** A client's VIP senders: their mail reaches WhatsApp with a reply drafted for approval. */
export function createEmailVips(prisma: PrismaClient) {
  return {
    list: (ownerId: string) => prisma.emailVip.findMany({ where: { ownerId }, orderBy: { createdAt: "asc" } }),

    async isVip(ownerId: string, address: string): Promise<boolean> {
      return (await prisma.emailVip.count({ where: { ownerId, address: address.toLowerCase() } })) > 0;
    },

    /** Adds a VIP (adding one twice keeps one); refused past MAX_EMAIL_VIPS. */
    async add(ownerId: string, input: unknown) {
      const { address } = parseInput(emailVipSchema, input);
      const existing = await prisma.emailVip.findUnique({ where: { ownerId_address: { ownerId, address } } });
      if (existing) return existing;
      if ((await prisma.emailVip.count({ where: { ownerId } })) >= MAX_EMAIL_VIPS) {
        throw new ValidationError(`You can keep at most ${MAX_EMAIL_VIPS} VIP senders`, {
          address: `You can keep at most ${MAX_EMAIL_VIPS} VIP senders: remove one first`,
        });
      }
      return prisma.emailVip.upsert({ where: { ownerId_address: { ownerId, address } }, create: { ownerId, address }, update: {} });
    },

    async remove(ownerId: string, address: string): Promise<void> {
      await prisma.emailVip.deleteMany({ where: { ownerId, address: address.toLowerCase() } });
    },
  };
}

export type EmailVips = ReturnType<typeof createEmailVips>;
