import { DEMO_CLIENT } from "@ria/api/modules/auth/demo-account.rules.ts";

/** The two kinds of account that sign in (the api's Role enum). */
export type AccountType = "ADMIN" | "CLIENT";

/** Which sign-in screen: /login lets the person choose; /admin/login and /client/login fix the type. */
export type SignInMode = "choose" | "admin" | "client";

/** Spec section 2: the account-type select reads Administrator or Client. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { ADMIN: "Administrator", CLIENT: "Client" };

/** The account type a screen fixes, or null when the person chooses it. */
export function fixedAccountType(mode: SignInMode): AccountType | null {
  if (mode === "admin") return "ADMIN";
  if (mode === "client") return "CLIENT";
  return null;
}

/** Where each role's dashboard lives (the api answers the same in `redirectTo`). */
export function dashboardPathFor(role: string): string {
  return role === "ADMIN" ? "/admin/dashboard" : "/client/dashboard";
}

/**
 * The seeded sandbox client (spec: "Login as Demo Client"). Its credentials are public on purpose:
 * the account holds demo data only. No administrator credential ever appears in the web app.
 */
export const DEMO_CLIENT_CREDENTIALS = { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password } as const;
