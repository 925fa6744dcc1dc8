import { use, type ComponentType } from "react";
import type { PreloadedQuery, PreloadFetchPolicy } from "react-relay/hooks";
import type { LoaderFunctionArgs, RouteObject, RouterState } from "react-router-dom";
import type { OperationType, PreloadableConcreteRequest } from "relay-runtime";
import { loadRelay, withRelayScope, type RelayClient } from "../relay/load-relay";

export interface QueryLoaderSpec<TQuery extends OperationType> {
  /**
   * The query's `$parameters` artifact (the query carries `@preloadable`): only its persisted id, so the
   * request leaves before the page's code (which holds the query's full artifact) has downloaded.
   */
  query: PreloadableConcreteRequest<TQuery>;
  /** The query's variables from the address (its params and search). */
  variables?: (args: LoaderFunctionArgs) => TQuery["variables"];
  /** Relay's default for `loader`; `route` defaults to "store-and-network": show what the store has while refreshing. */
  fetchPolicy?: PreloadFetchPolicy;
}

export interface QueryRouteSpec<TQuery extends OperationType> extends QueryLoaderSpec<TQuery> {
  /** The page's chunk; the page reads the query with `useRouteQuery`. */
  page: () => Promise<ComponentType>;
}

/**
 * A route's query as its loader started it (the route's loader data). Relay's runtime is not part of the
 * first screen's code: until it has arrived the query is only `started`, and the loader never waits for it,
 * so the landing page paints meanwhile. Once Relay is there, `reference` is set at once.
 */
export interface RouteQuery<TQuery extends OperationType> {
  reference?: PreloadedQuery<TQuery>;
  started: Promise<PreloadedQuery<TQuery>>;
  /** Releases the query, now or as soon as it has started. */
  dispose(): void;
}

/** The route's query; suspends in the rare case that Relay's runtime is still on its way. */
export function useStartedQuery<TQuery extends OperationType>(query: RouteQuery<TQuery>): PreloadedQuery<TQuery> {
  return query.reference ?? use(query.started);
}

/** Starts each route's query when navigation starts and releases it once the route is left. */
export interface QueryRoutes {
  /** A loader that starts the query, for a route whose page is not a chunk of its own (the landing page, the frame). */
  loader<TQuery extends OperationType>(spec: QueryLoaderSpec<TQuery>): NonNullable<RouteObject["loader"]>;
  /** A route whose loader starts its query while its page's chunk downloads, in parallel. */
  route<TQuery extends OperationType>(spec: QueryRouteSpec<TQuery>): Pick<RouteObject, "loader" | "lazy">;
  /** A route without a query whose page still uses Relay (a mutation): the page loads with Relay's runtime. */
  page(page: () => Promise<ComponentType>): Pick<RouteObject, "lazy">;
  /** Disposes the queries of routes no longer shown; the router calls it on each change of state. */
  releaseUnused(state: RouterState): void;
}

/** `relay` brings Relay's runtime and the app's environment (tests pass their own); a failed download is asked again by the next loader. */
export function createQueryRoutes(relay: () => Promise<RelayClient> = loadRelay): QueryRoutes {
  // Asked for at once: Relay's chunk downloads while the first screen renders, and later loaders start their query without waiting.
  let client: RelayClient | undefined;
  relay().then(
    (relayClient) => (client = relayClient),
    () => undefined,
  );
  const loaded = new Set<RouteQuery<OperationType>>();
  const lazyPage = (page: () => Promise<ComponentType>) => () => withRelayScope(page, relay).then((Component) => ({ Component }));

  const loader: QueryRoutes["loader"] =
    ({ query, variables, fetchPolicy }) =>
    (args) => {
      const values = variables?.(args) ?? {};
      const start = (relayClient: RelayClient) => relayClient.loadQuery(relayClient.environment, query, values, { fetchPolicy });
      const routeQuery = client ? startedQuery(start(client)) : startedQuery(relay().then(start));
      loaded.add(routeQuery);
      return routeQuery;
    };

  return {
    loader,
    route: ({ page, fetchPolicy = "store-and-network", ...spec }) => ({
      loader: loader({ ...spec, fetchPolicy }),
      lazy: lazyPage(page),
    }),
    page: (page) => ({ lazy: lazyPage(page) }),
    releaseUnused: (state) => {
      // While a navigation loads, the page being left still shows and the new query is not yet in loaderData.
      if (state.navigation.state !== "idle") return;
      const shown = new Set(Object.values(state.loaderData));
      for (const routeQuery of loaded) {
        if (shown.has(routeQuery)) continue;
        routeQuery.dispose();
        loaded.delete(routeQuery);
      }
    },
  };
}

/** A route query around a query already started, or one that starts once Relay has loaded. */
function startedQuery<TQuery extends OperationType>(start: PreloadedQuery<TQuery> | Promise<PreloadedQuery<TQuery>>): RouteQuery<TQuery> {
  let disposed = false;
  const routeQuery: RouteQuery<TQuery> = {
    started: Promise.resolve(start),
    dispose: () => {
      disposed = true;
      routeQuery.reference?.dispose();
    },
  };
  if (start instanceof Promise) {
    // A route left before Relay arrived releases its query as soon as it starts; a failed download is the page's to show.
    start.then(
      (reference) => {
        routeQuery.reference = reference;
        if (disposed) reference.dispose();
      },
      () => undefined,
    );
  } else {
    routeQuery.reference = start;
  }
  return routeQuery;
}
