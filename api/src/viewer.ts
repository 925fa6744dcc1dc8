/** The roles a signed-in person can have. */
export type Role = "ADMIN" | "CLIENT";

/** Who is calling, as every layer sees it. Null for a visitor. */
export interface Viewer {
  userId: string;
  role: Role;
  sessionId: string;
}
