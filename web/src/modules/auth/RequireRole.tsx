import { useEffect, type ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useBoundaryFetchKey } from "../../app/fetch-key";
import type { AccountType } from "./account-type";
import type { RequireRoleQuery } from "./__generated__/RequireRoleQuery.graphql";
import { useDenyAccess, type AccessDenial } from "./useDenyAccess";

const requireRoleQuery = graphql`
  query RequireRoleQuery {
    viewer {
      id
      role
    }
  }
`;

export interface RequireRoleProps {
  role: AccountType;
  denial: AccessDenial;
  children: ReactNode;
}

/**
 * Renders its children only for a session of the given role, as the server sees it now (never a
 * cached answer); anyone else gets the denial toast and the sign-in screen. Suspends while it asks.
 * The server refuses the data anyway: this only spares the person a broken page.
 */
export function RequireRole({ role, denial, children }: RequireRoleProps) {
  const data = useLazyLoadQuery<RequireRoleQuery>(requireRoleQuery, {}, { fetchPolicy: "network-only", fetchKey: useBoundaryFetchKey() });
  if (data.viewer?.role !== role) return <Denied denial={denial} />;
  return <>{children}</>;
}

function Denied({ denial }: { denial: AccessDenial }) {
  const deny = useDenyAccess(denial);
  useEffect(() => deny(), [deny]);
  return null;
}
