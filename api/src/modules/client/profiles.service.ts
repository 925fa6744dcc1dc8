import type { Prisma } from "../../generated/prisma/client.ts";

type ProfileDb = Pick<Prisma.TransactionClient, "clientProfile">;

/** What a demo sandbox copies of its template's profile: the company, plan and status. */
export function profileToCopy(db: ProfileDb, userId: string) {
  return db.clientProfile.findUniqueOrThrow({ where: { userId }, select: { company: true, planId: true, status: true } });
}

/** When a demo sandbox ends (it goes after 7 idle days, so each sign-in moves it): shown on the client dashboard. */
export async function setDemoExpiry(db: ProfileDb, userId: string, demoExpiresAt: Date): Promise<void> {
  await db.clientProfile.updateMany({ where: { userId }, data: { demoExpiresAt } });
}
