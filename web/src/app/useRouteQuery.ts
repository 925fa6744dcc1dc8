import { useCallback } from "react";
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { fetchQuery, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
import { useStartedQuery, type RouteQuery } from "./query-routes";

/** The query the current route started when navigation began (see `createQueryRoutes`). */
export function useRouteQueryReference<TQuery extends OperationType>(): PreloadedQuery<TQuery> {
  return useStartedQuery(useLoaderData() as RouteQuery<TQuery>);
}

/** The current route's data, from the query its loader started; suspends until it has arrived. */
export function useRouteQuery<TQuery extends OperationType>(query: GraphQLTaggedNode): TQuery["response"] {
  return usePreloadedQuery<TQuery>(query, useRouteQueryReference<TQuery>());
}

/**
 * Fetches the route's query again in the background (with other variables, when the page has moved on
 * from the route's); the page keeps showing what it has and updates when the answer arrives (what a
 * live event or a restored connection calls for).
 */
export function useRouteQueryRefresh<TQuery extends OperationType>(query: GraphQLTaggedNode, current?: TQuery["variables"]): () => void {
  const environment = useRelayEnvironment();
  const reference = useRouteQueryReference<TQuery>();
  const variables = current ?? reference.variables;
  const { name } = reference;
  return useCallback(() => {
    fetchQuery(environment, query, variables, { fetchPolicy: "network-only" }).subscribe({
      error: (error: unknown) => console.error(`Refreshing ${name} failed`, error),
    });
  }, [environment, query, variables, name]);
}
