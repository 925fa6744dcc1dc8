import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../../viewer.ts";
import { guestOwner, ownerFromUser, type Owner } from "./owner.rules.ts";

/**
 * Whose assistant a caller talks to: the signed-in user (admins get the elite allowance), else the
 * visitor's guest identity; null for a visitor without one.
 */
export async function ownerFor(prisma: PrismaClient, viewer: Viewer | null, guestId: string | undefined): Promise<Owner | null> {
  if (viewer) {
    return ownerFromUser(await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId }, include: { client: true } }));
  }
  return guestId ? guestOwner(guestId) : null;
}

/** The owner id whose chat a caller may read (a user's id or `guest:<id>`), without creating anything. */
export function readerIdFor(viewer: Viewer | null, guestId: string | undefined): string | undefined {
  if (viewer) return viewer.userId;
  return guestId ? guestOwner(guestId).id : undefined;
}
