import type { ReactNode } from "react";
import { loadQuery, RelayEnvironmentProvider } from "react-relay/hooks";
import { createRelayEnvironment } from "./environment";

/**
 * Relay's runtime and the app's one environment, in a chunk of their own: the landing page's first
 * screen renders without them, and `loadRelay` brings them in while it does (see load-relay.tsx).
 */
export const environment = createRelayEnvironment();

export { loadQuery };

/** Gives the components below it the app's environment, so they can use Relay's hooks. */
export function RelayScope({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
