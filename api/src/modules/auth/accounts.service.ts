import type { Prisma } from "../../generated/prisma/client.ts";
import { DEMO_CLIENT } from "./demo-account.rules.ts";

/** What other modules read about an account (auth owns the User table): who it is, its role, and whose sandbox it is. */
export interface Account {
  id: string;
  role: string;
  name: string;
  email: string;
  /** The demo account a browser's sandbox copies; null for a real account. */
  sandboxOf: string | null;
}

/** What can read accounts: the app's client, or a transaction's. */
export type AccountReader = Pick<Prisma.TransactionClient, "user">;

const ACCOUNT = { id: true, role: true, name: true, email: true, sandboxOf: true } as const;

/** A demo account's mail and messages (the demo itself, a browser's sandbox copy) never reach a real person. */
export const mayReachPeople = (account: { email: string; sandboxOf: string | null }) =>
  account.sandboxOf === null && account.email !== DEMO_CLIENT.email;

/** The account with this id, or null. */
export function accountOf(db: AccountReader, id: string): Promise<Account | null> {
  return db.user.findUnique({ where: { id }, select: ACCOUNT });
}

/** The client account with this id, or null when there is none or it is not a client's. */
export function clientAccountOf(db: AccountReader, id: string): Promise<Account | null> {
  return db.user.findFirst({ where: { id, role: "CLIENT" }, select: ACCOUNT });
}

/** The client account an email address belongs to, whatever its case, or null. */
export function clientAccountByEmail(db: AccountReader, address: string): Promise<Account | null> {
  return db.user.findFirst({ where: { email: { equals: address, mode: "insensitive" }, role: "CLIENT" }, select: ACCOUNT });
}

/** An account with its client plan and company (null for an administrator), as the assistant serves it; null for none. */
export function accountWithPlanOf(
  db: AccountReader,
  id: string,
): Promise<{ id: string; name: string; client: { planId: string; company: string } | null } | null> {
  return db.user.findUnique({ where: { id }, select: { id: true, name: true, client: { select: { planId: true, company: true } } } });
}
