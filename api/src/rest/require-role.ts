import { ForbiddenError, UnauthenticatedError } from "../errors.ts";
import type { Role, Viewer } from "../viewer.ts";

/** For REST routes: 401 without a session, 403 with the wrong role. */
export function requireRole(viewer: Viewer | null, role: Role): Viewer {
  if (!viewer) throw new UnauthenticatedError("Sign in first");
  if (viewer.role !== role) throw new ForbiddenError("You are not allowed to see this");
  return viewer;
}
