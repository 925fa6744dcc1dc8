import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType, SelectorStoreUpdater } from "relay-runtime";

/** A subscription the server ended (not a dropped socket, which reconnects by itself) starts again after this. */
export const RESUBSCRIBE_DELAY_MS = 5000;

export interface LiveSubscription<Operation extends OperationType> {
  subscription: GraphQLTaggedNode;
  variables?: Operation["variables"];
  updater?: SelectorStoreUpdater<Operation["response"]>;
  onNext?: (response: Operation["response"] | null | undefined) => void;
  /** Hears the error that ended the subscription, before it starts again. */
  onError?: (error: Error) => void;
}

/**
 * The one way a screen subscribes: the latest callbacks are used without restarting the
 * subscription, and a subscription the server ends with an error starts again after a pause (the
 * socket itself reconnects on its own; `useLiveCatchUp` fetches what a drop missed).
 */
export function useLiveSubscription<Operation extends OperationType>(live: LiveSubscription<Operation>): void {
  const latest = useRef(live);
  useLayoutEffect(() => {
    latest.current = live;
  });
  const [attempt, setAttempt] = useState(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const { subscription } = live;
  const variablesKey = JSON.stringify(live.variables ?? {});
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: JSON.parse(variablesKey) as Operation["variables"],
      // A new `attempt` makes a new config object, which is what restarts the subscription.
      cacheConfig: { metadata: { attempt } },
      updater: (store, data) => latest.current.updater?.(store, data),
      onNext: (data) => latest.current.onNext?.(data),
      onError: (error) => {
        latest.current.onError?.(error);
        clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => setAttempt((value) => value + 1), RESUBSCRIBE_DELAY_MS);
      },
    }),
    [subscription, variablesKey, attempt],
  );
  useSubscription(config);
}
