import { NotFoundError } from "../../errors.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { accountWithPlanOf, type AccountReader } from "../auth/accounts.service.ts";
import type { Viewer } from "../../viewer.ts";
import { guestOwner, ownerFromUser, type Owner } from "./owner.rules.ts";

/**
 * Whose assistant a caller talks to: the signed-in user (admins get the elite allowance), else the
 * visitor's guest identity; null for a visitor without one.
 */
export async function ownerFor(prisma: PrismaClient, viewer: Viewer | null, guestId: string | undefined): Promise<Owner | null> {
  if (viewer) {
    return ownerFromUser(await accountOrThrow(prisma, viewer.userId));
  }
  return guestId ? guestOwner(guestId) : null;
}

/** The owner id whose chat a caller may read (a user's id or `guest:<id>`), without creating anything. */
export function readerIdFor(viewer: Viewer | null, guestId: string | undefined): string | undefined {
  if (viewer) return viewer.userId;
  return guestId ? guestOwner(guestId).id : undefined;
}

/** The account behind an owner id, with its plan; one gone meanwhile (a stale session or job) is an error. */
export async function accountOrThrow(db: AccountReader, id: string) {
  const account = await accountWithPlanOf(db, id);
  if (!account) throw new NotFoundError("No such account");
  return account;
}
