/** Where the api answers GraphQL: same origin as the page (the api serves the built app; Vite proxies in development). */
export const GRAPHQL_PATH = "/graphql";

/** The graphql-ws address on the page's own origin: ws:// for http pages, wss:// for https ones. */
export function graphqlWebSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}
