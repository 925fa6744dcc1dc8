import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { RateLimitStore } from "../../security/rate-limits.ts";
import { clearSessionCookie, serializeSessionCookie } from "./cookies.ts";
import { DEMO_CLIENT } from "./demo-account.rules.ts";
import { sandboxFor } from "./demo-sandbox.ts";
import { hashPassword, verifyPassword, type ScryptCost } from "./password.service.ts";
import type { SessionService } from "./session.service.ts";
import { createSignInGuard } from "./sign-in-guard.ts";

export type AccountType = "ADMIN" | "CLIENT";

export interface SignInInput {
  username: string;
  password: string;
  accountType: AccountType;
}

/** Spec section 8's texts for a refused sign-in, by the account type the person chose. */
export const INVALID_CREDENTIALS: Record<AccountType, string> = {
  ADMIN: "Invalid admin credentials",
  CLIENT: "Please enter valid credentials",
};

/** Sign-in and sign-out, behind the brute-force guard (sign-in-guard.ts). */
export function createAuthService(
  prisma: PrismaClient,
  sessions: SessionService,
  store: RateLimitStore,
  production: boolean,
  logger: Logger,
  cost: ScryptCost,
) {
  const guard = createSignInGuard(store, logger);
  // Verified against when the account does not exist, so a wrong username costs the same time as a wrong password.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword("decoy password that matches nothing", cost));

  return {
    /**
     * Signs in. `replacing`: the session token the browser already holds; a new sign-in revokes it.
     * The public demo credentials sign a browser (`browserKey`, its guest id) in to its own sandbox
     * copied from the demo template, so every prospect gets the demo's full allowance.
     */
    async signIn(input: SignInInput, ip: string, options: { replacing?: string; browserKey?: () => string | undefined } = {}) {
      const username = input.username.trim().toLowerCase();
      if (!username || !input.password) {
        throw new ValidationError("Username and password are required", {
          ...(username ? {} : { username: "Username is required" }),
          ...(input.password ? {} : { password: "Password is required" }),
        });
      }
      const user = await prisma.user.findUnique({ where: { email: username } });
      const valid = await guard.attempt(
        username,
        ip,
        async () => (await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))) && user?.role === input.accountType,
      );
      if (!user || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS[input.accountType]);
      // Asked only for the demo account, so other sign-ins get no guest cookie.
      const key = user.email === DEMO_CLIENT.email ? options.browserKey?.() : undefined;
      const account = key ? await sandboxFor(prisma, user, key) : user;
      const session = await sessions.create(account.id, account.role);
      await sessions.revoke(options.replacing);
      return { user: account, ...session };
    },

    signOut: (token: string | undefined) => sessions.revoke(token),

    /** Ends every session of this user, on every device ("sign out everywhere"). */
    signOutEverywhere: (userId: string) => sessions.revokeAllFor(userId),

    /** The Set-Cookie value that carries a new session to the browser. */
    sessionCookie: (token: string, expiresAt: Date) => serializeSessionCookie(production, token, expiresAt),
    clearedCookie: () => clearSessionCookie(production),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
