import { z } from "zod";
import { UnauthenticatedError } from "../../errors.ts";
import type { RestRouter } from "../../rest/router.ts";
import { parseInput } from "../../validation.ts";

const signInBody = z.object({
  username: z.string().max(320),
  password: z.string().max(1024),
  accountType: z.enum(["ADMIN", "CLIENT"], { message: "accountType must be ADMIN or CLIENT" }),
});

/**
 * Sign-in for API clients: the response carries the session token for `Authorization: Bearer`
 * (browsers use the HttpOnly cookie set alongside and never see it).
 */
export function registerAuthRoutes(router: RestRouter): void {
  router.route(
    "POST",
    "/api/auth/login",
    async ({ body, context }) => {
      const input = parseInput(signInBody, body);
      // A browser that already has a guest id gets its own demo sandbox; a script signs in to the template.
      const { user, token, expiresAt, deviceToken } = await context.services.auth.signIn(input, context.ip, {
        replacing: context.sessionToken,
        browserKey: () => context.guestId,
        deviceToken: context.deviceToken,
      });
      context.setCookie(context.services.auth.sessionCookie(token, expiresAt));
      context.setCookie(context.services.auth.deviceCookie(deviceToken));
      return {
        body: { token, expiresAt: expiresAt.toISOString(), user: { id: user.id, email: user.email, name: user.name, role: user.role } },
      };
    },
    { doc: { summary: "Sign in: a session token (and the HttpOnly cookie browsers use)", body: signInBody } },
  );

  // A bare POST (a form, a beacon) signs out too: no JSON content type is needed, a foreign Origin is refused.
  router.route(
    "POST",
    "/api/auth/logout",
    async ({ context }) => {
      await context.services.auth.signOut(context.sessionToken);
      return { status: 204, headers: { "set-cookie": context.services.auth.clearedCookie() } };
    },
    { noBody: true, doc: { summary: "Sign out this session (a bare POST from this site's pages works too)" } },
  );

  router.route(
    "POST",
    "/api/auth/logout-everywhere",
    async ({ context }) => {
      if (!context.viewer) throw new UnauthenticatedError("Sign in first");
      await context.services.auth.signOutEverywhere(context.viewer.userId);
      return { status: 204, headers: { "set-cookie": context.services.auth.clearedCookie() } };
    },
    { doc: { summary: "Sign out every session of the signed-in user, on every device", access: "signed-in" } },
  );

  router.route(
    "GET",
    "/api/auth/me",
    async ({ context }) => {
      if (!context.viewer) throw new UnauthenticatedError("Sign in first");
      const user = await context.prisma.user.findUniqueOrThrow({ where: { id: context.viewer.userId } });
      return { body: { id: user.id, email: user.email, name: user.name, role: user.role } };
    },
    { doc: { summary: "The signed-in user", access: "signed-in" } },
  );
}
