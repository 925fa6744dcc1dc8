import { lazy, type ComponentType, type ReactNode } from "react";
import type { loadQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";

/** What the code outside Relay's chunk uses of it: the environment, starting a query, and the scope its hooks read. */
export interface RelayClient {
  environment: IEnvironment;
  loadQuery: typeof loadQuery;
  RelayScope: ComponentType<{ children: ReactNode }>;
}

let client: Promise<RelayClient> | undefined;

/**
 * Relay's runtime and the app's environment (one per page load), downloaded once, the first time
 * anything asks: the frame's route loader does at start, so it arrives while the first screen renders.
 * A failed download is asked for again next time.
 */
export function loadRelay(): Promise<RelayClient> {
  client ??= import("./client").catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Loads a component together with Relay, and renders it inside the app's environment so it can use Relay's hooks. */
export async function withRelayScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
  relay: () => Promise<RelayClient> = loadRelay,
): Promise<ComponentType<P>> {
  const [Component, { RelayScope }] = await Promise.all([load(), relay()]);
  return function InRelayScope(props: P) {
    return (
      <RelayScope>
        <Component {...props} />
      </RelayScope>
    );
  };
}

/** `React.lazy` for a component that uses Relay: it loads with Relay's runtime and renders inside the environment. */
export function lazyWithRelay<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => withRelayScope(load).then((Component) => ({ default: Component })));
}
