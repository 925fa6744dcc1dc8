import { fetchQuery, graphql, type Environment } from "relay-runtime";
import type { viewerRoleQuery } from "./__generated__/viewerRoleQuery.graphql";

const viewerRole = graphql`
  query viewerRoleQuery {
    viewer {
      role
    }
  }
`;

/**
 * Asks the server who is signed in now (never the cache): used after a refused request, to tell
 * "your session ended" apart from an ordinary failure. Resolves to null for a visitor.
 */
export function fetchViewerRole(environment: Environment): Promise<string | null> {
  return fetchQuery<viewerRoleQuery>(environment, viewerRole, {}, { fetchPolicy: "network-only" })
    .toPromise()
    .then((data) => data?.viewer?.role ?? null);
}
