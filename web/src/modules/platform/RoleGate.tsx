import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useBoundaryFetchKey } from "../../app/fetch-key";
import type { RoleGateQuery } from "./__generated__/RoleGateQuery.graphql";

const roleGateQuery = graphql`
  query RoleGateQuery {
    viewer {
      id
      role
    }
  }
`;

export type ViewerRole = "ADMIN" | "CLIENT" | null;

export interface RoleGateProps {
  /** Whether a session of this role (null: a visitor) may see the children. */
  allows: (role: ViewerRole) => boolean;
  /** What everyone else sees instead (a sign-in prompt). */
  refused: (role: ViewerRole) => ReactNode;
  children: ReactNode;
}

/**
 * Shows its children only to the roles it allows, as the server sees the session now (never a
 * cached answer). The server refuses the data to anyone else anyway: this gives them a clear state.
 */
export function RoleGate({ allows, refused, children }: RoleGateProps) {
  const data = useLazyLoadQuery<RoleGateQuery>(roleGateQuery, {}, { fetchPolicy: "network-only", fetchKey: useBoundaryFetchKey() });
  const role: ViewerRole = data.viewer?.role === "ADMIN" ? "ADMIN" : data.viewer?.role === "CLIENT" ? "CLIENT" : null;
  return <>{allows(role) ? children : refused(role)}</>;
}

/** Admins only. */
export const adminsOnly = (role: ViewerRole): boolean => role === "ADMIN";

/** Anyone signed in: clients and admins. */
export const signedInOnly = (role: ViewerRole): boolean => role !== null;
