import { fetchQuery, type Environment, type GraphQLTaggedNode, type OperationType } from "relay-runtime";

/**
 * Fetches `query` from the network into the store, then calls `done` (answered or failed). `done` comes a microtask
 * after Relay's own completion: Relay forgets a finished request only after telling its subscribers, so a fetch
 * started from inside `complete` would join the finished request and get its old answer back, asking nothing.
 */
export function fetchAgain<TQuery extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: TQuery["variables"],
  done: (error?: unknown) => void,
): void {
  fetchQuery<TQuery>(environment, query, variables, { fetchPolicy: "network-only" }).subscribe({
    complete: () => queueMicrotask(() => done()),
    error: (error: unknown) => queueMicrotask(() => done(error)),
  });
}
