import { Suspense, type ReactNode } from "react";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { useRouteQueryReference } from "../../app/useRouteQuery";
import { AccessRefusedError } from "../../relay/access-refused";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import type { AccessGate_query$key } from "./__generated__/AccessGate_query.graphql";
import { allowsRole, roleRefused, type Access, type ViewerRole } from "./access";

// Spread by each gated page's query: the role arrives in the same answer as the page's data.
const accessGateFragment = graphql`
  fragment AccessGate_query on Query {
    viewer {
      role
    }
  }
`;

/** A gated page's query: its data spreads `...AccessGate_query`. */
type GatedQuery<TData extends AccessGate_query$key> = OperationType & { response: TData };

export interface AccessGateProps<TData extends AccessGate_query$key> {
  /** The page's query, started by its route (see `createQueryRoutes`). */
  query: GraphQLTaggedNode;
  /** Where the page has loaded the query again with other variables; by default the route's. */
  reference?: PreloadedQuery<GatedQuery<TData>>;
  /** Who may see the page. */
  allows: Access;
  /** What everyone else sees instead (a sign-in prompt, or the denial and a redirect). */
  refused: (role: ViewerRole) => ReactNode;
  /** Shown while the answer is on its way. */
  fallback: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * Shows a page's data only to the roles it allows, decided in one round trip: the page's own query
 * carries the viewer's role, and a query the server refuses as a whole (UNAUTHENTICATED or FORBIDDEN)
 * shows the refusal. The server refuses the data to anyone else anyway: this gives them a clear state.
 * Other failures go on to the page's error boundary.
 */
export function AccessGate<TData extends AccessGate_query$key>({
  query,
  allows,
  refused,
  fallback,
  children,
  ...props
}: AccessGateProps<TData>) {
  const routeReference = useRouteQueryReference<GatedQuery<TData>>();
  const reference = props.reference ?? routeReference;
  return (
    <ErrorBoundary
      resetKeys={[reference]}
      fallback={(error) => {
        if (error instanceof AccessRefusedError) return refused(roleRefused(allows, error.code));
        throw error;
      }}
    >
      <Suspense fallback={fallback}>
        <GatedData query={query} reference={reference} allows={allows} refused={refused}>
          {children}
        </GatedData>
      </Suspense>
    </ErrorBoundary>
  );
}

type GatedDataProps<TData extends AccessGate_query$key> = Omit<AccessGateProps<TData>, "fallback" | "reference"> & {
  reference: PreloadedQuery<GatedQuery<TData>>;
};

function GatedData<TData extends AccessGate_query$key>({ query, reference, allows, refused, children }: GatedDataProps<TData>) {
  const data = usePreloadedQuery<GatedQuery<TData>>(query, reference);
  const { viewer } = useFragment<AccessGate_query$key>(accessGateFragment, data);
  const role: ViewerRole = viewer?.role === "ADMIN" ? "ADMIN" : viewer?.role === "CLIENT" ? "CLIENT" : null;
  return <>{allowsRole(allows, role) ? children(data) : refused(role)}</>;
}
