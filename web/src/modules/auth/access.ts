import type { RefusalCode } from "../../relay/access-refused";

/** Who is signed in, as the server sees the session (null: a visitor). */
export type ViewerRole = "ADMIN" | "CLIENT" | null;

/** Who may see a gated page: one role, or anyone signed in. */
export type Access = "ADMIN" | "CLIENT" | "SIGNED_IN";

export function allowsRole(access: Access, role: ViewerRole): boolean {
  return access === "SIGNED_IN" ? role !== null : role === access;
}

/**
 * Who was refused, from the server's refusal of a page's query: signing in is asked of a visitor;
 * a page for one role forbids the other one.
 */
export function roleRefused(access: Access, code: RefusalCode): ViewerRole {
  if (code === "UNAUTHENTICATED") return null;
  if (access === "ADMIN") return "CLIENT";
  if (access === "CLIENT") return "ADMIN";
  return null;
}
