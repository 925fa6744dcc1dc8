import type { PrismaClient } from "../../generated/prisma/client.ts";
import { RateLimitedError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { createLimiter, retryIn, type RateLimitStore } from "../../security/rate-limits.ts";
import { clearSessionCookie, serializeSessionCookie } from "./cookies.ts";
import { DEMO_CLIENT } from "./demo-account.ts";
import { sandboxFor } from "./demo-sandbox.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { SessionService } from "./session.service.ts";

/** At most this many failed sign-ins per account and per IP in the window, then a pause. */
export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

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

// Verified against when the account does not exist, so a wrong username costs the same time as a wrong password.
const decoyHash = hashPassword("decoy password that matches nothing");

/** Sign-in and sign-out, with brute-force limits per account and per IP. */
export function createAuthService(prisma: PrismaClient, sessions: SessionService, store: RateLimitStore, production: boolean) {
  const byAccount = createLimiter(store, "signin:account", MAX_FAILED_SIGN_INS, FAILED_SIGN_IN_WINDOW_SECONDS);
  const byIp = createLimiter(store, "signin:ip", MAX_FAILED_SIGN_INS, FAILED_SIGN_IN_WINDOW_SECONDS);

  async function refuseWhenLimited(accountKey: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([byAccount.get(accountKey), byIp.get(ip)]);
    const blocked = [account, address].filter((state) => state && state.consumedPoints >= MAX_FAILED_SIGN_INS);
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map((state) => state!.msBeforeNext));
      throw new RateLimitedError(`Too many sign-in attempts. Try again ${retryIn(wait)}.`, Math.ceil(wait / 1000));
    }
  }

  return {
    /**
     * Signs in; the public demo credentials sign a browser (`browserKey`, its guest id) in to its own sandbox
     * copied from the demo template, so every prospect gets the demo's full allowance.
     */
    async signIn(input: SignInInput, ip: string, browserKey?: () => string | undefined) {
      const username = input.username.trim().toLowerCase();
      if (!username || !input.password) {
        throw new ValidationError("Username and password are required", {
          ...(username ? {} : { username: "Username is required" }),
          ...(input.password ? {} : { password: "Password is required" }),
        });
      }
      await refuseWhenLimited(username, ip);
      const user = await prisma.user.findUnique({ where: { email: username } });
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
      if (!user || !valid || user.role !== input.accountType) {
        await Promise.all([byAccount.penalty(username), byIp.penalty(ip)]);
        throw new UnauthenticatedError(INVALID_CREDENTIALS[input.accountType]);
      }
      await byAccount.delete(username);
      // Asked only for the demo account, so other sign-ins get no guest cookie.
      const key = user.email === DEMO_CLIENT.email ? browserKey?.() : undefined;
      const account = key ? await sandboxFor(prisma, user, key) : user;
      const session = await sessions.create(account.id, account.role);
      return { user: account, ...session };
    },

    signOut: (token: string | undefined) => sessions.revoke(token),

    /** The Set-Cookie value that carries a new session to the browser. */
    sessionCookie: (token: string, expiresAt: Date) => serializeSessionCookie(production, token, expiresAt),
    clearedCookie: () => clearSessionCookie(production),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
