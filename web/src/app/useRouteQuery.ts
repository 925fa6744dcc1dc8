import { useCallback, useState } from "react";
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { fetchAgain } from "../relay/fetch-again";
import { oneAtATime } from "./one-at-a-time";
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
 * live event or a restored connection calls for). One fetch at a time: asked again meanwhile, it fetches once
 * more when the first answer is in, so a slow early answer never lands after a later one and hides what changed.
 */
export function useRouteQueryRefresh<TQuery extends OperationType>(query: GraphQLTaggedNode, current?: TQuery["variables"]): () => void {
  const environment = useRelayEnvironment();
  const reference = useRouteQueryReference<TQuery>();
  const variables = current ?? reference.variables;
  const { name } = reference;
  const [schedule] = useState(oneAtATime);
  return useCallback(() => {
    schedule((done) =>
      fetchAgain<TQuery>(environment, query, variables, (error) => {
        if (error) console.error(`Refreshing ${name} failed`, error);
        done();
      }),
    );
  }, [schedule, environment, query, variables, name]);
}
