import type { ComponentType } from "react";
import { loadQuery, type PreloadedQuery, type PreloadFetchPolicy } from "react-relay/hooks";
import type { LoaderFunctionArgs, RouteObject, RouterState } from "react-router-dom";
import type { IEnvironment, OperationType, PreloadableConcreteRequest } from "relay-runtime";

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

/** Starts each route's query when navigation starts and releases it once the route is left. */
export interface QueryRoutes {
  /** A loader that starts the query, for a route whose page is not a chunk of its own (the landing page, the frame). */
  loader<TQuery extends OperationType>(spec: QueryLoaderSpec<TQuery>): NonNullable<RouteObject["loader"]>;
  /** A route whose loader starts its query while its page's chunk downloads, in parallel. */
  route<TQuery extends OperationType>(spec: QueryRouteSpec<TQuery>): Pick<RouteObject, "loader" | "lazy">;
  /** Disposes the queries of routes no longer shown; the router calls it on each change of state. */
  releaseUnused(state: RouterState): void;
}

export function createQueryRoutes(environment: IEnvironment): QueryRoutes {
  const loaded = new Set<PreloadedQuery<OperationType>>();
  const loader: QueryRoutes["loader"] =
    ({ query, variables, fetchPolicy }) =>
    (args) => {
      const reference = loadQuery(environment, query, variables?.(args) ?? {}, { fetchPolicy });
      loaded.add(reference);
      return reference;
    };
  return {
    loader,
    route: ({ page, fetchPolicy = "store-and-network", ...spec }) => ({
      loader: loader({ ...spec, fetchPolicy }),
      lazy: () => page().then((Component) => ({ Component })),
    }),
    releaseUnused: (state) => {
      // While a navigation loads, the page being left still shows and the new query is not yet in loaderData.
      if (state.navigation.state !== "idle") return;
      const shown = new Set(Object.values(state.loaderData));
      for (const reference of loaded) {
        if (shown.has(reference)) continue;
        reference.dispose();
        loaded.delete(reference);
      }
    },
  };
}
