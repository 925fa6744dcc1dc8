/** The live (graphql-ws) connection as the UI sees it. */
export type ConnectionStatus = "connecting" | "connected" | "reconnecting" | "closed";

export interface ConnectionState {
  status: ConnectionStatus;
  /** Times the connection came back after a drop: a page refetches when this grows, to catch up on what it missed. */
  recoveries: number;
  everConnected: boolean;
}

export type ConnectionEvent =
  { type: "connecting"; isRetry: boolean } | { type: "connected" } | { type: "closed"; code: number | undefined };

export const initialConnectionState: ConnectionState = { status: "closed", recoveries: 0, everConnected: false };

/** 1000 is our own client closing an idle socket (no subscription left); anything else is a drop. */
const NORMAL_CLOSURE = 1000;

/** How each graphql-ws event moves the connection state. */
export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case "connecting":
      return { ...state, status: event.isRetry || state.status === "reconnecting" ? "reconnecting" : "connecting" };
    case "connected":
      return {
        status: "connected",
        recoveries: state.status === "reconnecting" ? state.recoveries + 1 : state.recoveries,
        everConnected: true,
      };
    case "closed":
      return { ...state, status: event.code === NORMAL_CLOSURE ? "closed" : "reconnecting" };
  }
}

export interface ConnectionStore {
  get(): ConnectionState;
  dispatch(event: ConnectionEvent): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny external store (for useSyncExternalStore) holding the connection state. */
export function createConnectionStore(): ConnectionStore {
  let state = initialConnectionState;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(event) {
      const next = nextConnectionState(state, event);
      if (next.status === state.status && next.recoveries === state.recoveries && next.everConnected === state.everConnected) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
