import type { PrismaClient } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import { clearSessionCookie, serializeDeviceCookie, serializeSessionCookie } from "./cookies.ts";
import { DEMO_CLIENT } from "./demo-account.rules.ts";
import { createDeviceTrust } from "./device-trust.service.ts";
import { SANDBOXES_PER_ADDRESS_PER_DAY, SANDBOXES_PER_DAY, sandboxFor } from "./demo-sandbox.ts";
import { newPasswordSchema } from "./password.rules.ts";
import { hashPassword, verifyPassword, type ScryptCost } from "./password.service.ts";
import type { SessionService } from "./session.service.ts";
import { createSignInGuard, type SignInRefusal } from "./sign-in-guard.ts";

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

/** What a sign-in brings besides the credentials: the browser's cookies, as tokens. */
export interface SignInOptions {
  /** The session token the browser already holds; a new sign-in revokes it. */
  replacing?: string;
  /** The browser's guest id, asked for only when the demo credentials are used (its own sandbox). */
  browserKey?: () => string | undefined;
  /** The browser's device token (OWASP device cookie), when it has one. */
  deviceToken?: string;
}

export interface AuthDeps {
  prisma: PrismaClient;
  sessions: SessionService;
  /** Where the sign-in guard and the demo sandbox limits count. */
  store: RateLimitStore;
  /** Secure cookies in production. */
  production: boolean;
  logger: Logger;
  /** The scrypt cost new password hashes are made with. */
  cost: ScryptCost;
  /** Hears of every sign-in the guard refuses (counted for /metrics). */
  onSignInRefused?: (reason: SignInRefusal) => void;
}

/** Sign-in and sign-out, behind the brute-force guard (sign-in-guard.ts). */
export function createAuthService({ prisma, sessions, store, production, logger, cost, onSignInRefused = () => {} }: AuthDeps) {
  const guard = createSignInGuard(store, logger, onSignInRefused);
  const devices = createDeviceTrust(prisma);
  const sandboxesByAddress = createLimiter(store, "sandbox:ip", SANDBOXES_PER_ADDRESS_PER_DAY, 86_400);
  const sandboxesInAll = createLimiter(store, "sandbox:all", SANDBOXES_PER_DAY, 86_400);
  // Verified against when the account does not exist, so a wrong username costs the same time as a wrong password.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword("decoy password that matches nothing", cost));

  return {
    /**
     * Signs in. The public demo credentials sign a browser (`browserKey`, its guest id) in to its own sandbox
     * copied from the demo template, so every prospect gets the demo's full allowance. Returns a fresh device
     * token besides the session: the browser is a known device of this account from now on.
     */
    async signIn(input: SignInInput, ip: string, options: SignInOptions = {}) {
      const username = input.username.trim().toLowerCase();
      if (!username || !input.password) {
        throw new ValidationError("Username and password are required", {
          ...(username ? {} : { username: "Username is required" }),
          ...(input.password ? {} : { password: "Password is required" }),
        });
      }
      const user = await prisma.user.findUnique({ where: { email: username } });
      const deviceId = await devices.recognise(options.deviceToken, username);
      const valid = await guard.attempt(
        username,
        ip,
        { deviceId, budgeted: username !== DEMO_CLIENT.email },
        async () => (await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))) && user?.role === input.accountType,
      );
      if (!user || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS[input.accountType]);
      // Asked only for the demo account, so other sign-ins get no guest cookie.
      const key = user.email === DEMO_CLIENT.email ? options.browserKey?.() : undefined;
      const account = key
        ? await sandboxFor(prisma, user, key, () =>
            consumeOrThrow(
              [
                [sandboxesByAddress, ip],
                [sandboxesInAll, "all"],
              ],
              "Too many demo sandboxes were started from here today; this browser's own sandbox stays open to it.",
            ),
          )
        : user;
      const session = await sessions.create(account.id, account.role);
      await sessions.revoke(options.replacing);
      return { user: account, ...session, deviceToken: await devices.issue(username) };
    },

    signOut: (token: string | undefined) => sessions.revoke(token),

    /** Ends every session of this user, on every device ("sign out everywhere"). */
    signOutEverywhere: (userId: string) => sessions.revokeAllFor(userId),

    /**
     * Changes the signed-in user's password: the current one is required (and counts as a sign-in attempt
     * against the guard), the new one must meet the rules, and every other session of theirs ends (their live
     * views close with 4401); this one stays signed in.
     */
    async changePassword(
      viewer: { userId: string; sessionId: string },
      input: { currentPassword: string; newPassword: string },
      ip: string,
      deviceToken?: string,
    ) {
      const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
      // The demo's own account (a script signing in with the public credentials lands there) keeps its public password.
      if (user.sandboxOf || user.email === DEMO_CLIENT.email) throw new ForbiddenError("A demo sandbox has no password to change");
      const deviceId = await devices.recognise(deviceToken, user.email);
      const current = await guard.attempt(user.email, ip, { deviceId, budgeted: true }, () =>
        verifyPassword(input.currentPassword ?? "", user.passwordHash),
      );
      if (!current) {
        throw new ValidationError("Your current password is not correct", { currentPassword: "Your current password is not correct" });
      }
      const parsed = newPasswordSchema(user.email).safeParse(input.newPassword ?? "");
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        throw new ValidationError(message, { newPassword: message });
      }
      if (parsed.data === input.currentPassword) {
        throw new ValidationError("Choose a password you have not used here", { newPassword: "Choose a password you have not used here" });
      }
      await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(parsed.data, cost) } });
      await sessions.revokeAllFor(user.id, viewer.sessionId);
      logger.info({ userId: user.id }, "password changed; other sessions ended");
    },

    /** The Set-Cookie value that carries a new session to the browser. */
    sessionCookie: (token: string, expiresAt: Date) => serializeSessionCookie(production, token, expiresAt),
    /** The Set-Cookie value that marks this browser as a known device of the account it signed in to. */
    deviceCookie: (token: string) => serializeDeviceCookie(production, token),
    clearedCookie: () => clearSessionCookie(production),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
