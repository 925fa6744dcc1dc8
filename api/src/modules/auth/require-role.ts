import type { AppContext } from "../../context.ts";
import { ForbiddenError, UnauthenticatedError } from "../../errors.ts";

/** For REST routes: 401 without a session, 403 with the wrong role. */
export function requireRole(context: Pick<AppContext, "viewer">, role: "ADMIN" | "CLIENT"): void {
  if (!context.viewer) throw new UnauthenticatedError("Sign in first");
  if (context.viewer.role !== role) throw new ForbiddenError("You are not allowed to see this");
}
