import { useSyncExternalStore } from "react";
import type { ConnectionState } from "./connection-state";
import { liveConnection } from "./environment";

/** The live-updates connection state, re-rendering when it changes. */
export function useLiveConnection(): ConnectionState {
  return useSyncExternalStore(liveConnection.subscribe, liveConnection.get, liveConnection.get);
}
