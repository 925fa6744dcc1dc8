import type { Client } from "graphql-ws";
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
} from "relay-runtime";
import { GRAPHQL_PATH, graphqlWebSocketUrl } from "../env";
import { responseError } from "./access-refused";
import { createConnectionStore } from "./connection-state";
import { dataIdFor } from "./data-id";
import { httpError } from "./http-error";

/** Backoff between reconnection attempts: 1 s, 2 s, 4 s … capped at 8 s, with jitter so clients spread out. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 8000;
const RETRY_JITTER_MS = 500;
/** An idle socket stays open this long, so moving between live pages does not reconnect. */
const LAZY_CLOSE_TIMEOUT_MS = 3000;

/** The live connection's state, for pages that show when updates pause. */
export const liveConnection = createConnectionStore();

/**
 * The operation's trusted-document id (relay-compiler persists every operation; the server holds the
 * id → text map), so neither transport sends query text.
 */
function operationOf(request: RequestParameters): { documentId: string } | { query: string } {
  return request.id ? { documentId: request.id } : { query: request.text ?? "" };
}

/** Queries and mutations: JSON POST to /graphql with the session cookie; non-OK answers fail per spec section 8. */
const fetchGraphql: FetchFunction = async (request, variables) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...operationOf(request), variables, operationName: request.name }),
  });
  if (!response.ok) throw await httpError(response);
  const payload = (await response.json()) as GraphQLResponse;
  if ("errors" in payload && payload.errors?.length && !("data" in payload && payload.data)) {
    throw responseError(payload.errors);
  }
  return payload;
};

// graphql-ws loads with the first subscription: pages without live data never download it.
async function createWebSocketClient(): Promise<Client> {
  const { createClient } = await import("graphql-ws");
  return createClient({
    url: () => graphqlWebSocketUrl(window.location),
    // Connect when the first subscription starts, not on pages that have none.
    lazy: true,
    lazyCloseTimeout: LAZY_CLOSE_TIMEOUT_MS,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_BASE_MS * 2 ** retries, RETRY_MAX_MS) + Math.random() * RETRY_JITTER_MS)),
    on: {
      connecting: (isRetry) => liveConnection.dispatch({ type: "connecting", isRetry }),
      connected: () => liveConnection.dispatch({ type: "connected" }),
      closed: (event) => liveConnection.dispatch({ type: "closed", code: (event as CloseEvent | undefined)?.code }),
    },
  });
}

let webSocketClient: Promise<Client> | undefined;

/** graphql-ws fails a subscription with an Error, a list of GraphQL errors, or a close event. */
function subscriptionError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new Error(error.map((item: { message?: string }) => item.message ?? String(item)).join("; "));
  if (error && typeof error === "object" && "code" in error) {
    const { code, reason } = error as { code: number; reason?: string };
    return new Error(`Live connection closed (${code}${reason ? `: ${reason}` : ""})`);
  }
  return new Error("Live updates failed");
}

/** Subscriptions over graphql-ws on the page's own origin; the socket reconnects by itself forever. */
const subscribeGraphql: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    webSocketClient ??= createWebSocketClient();
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    webSocketClient.then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          // graphql-ws requires a query string; the server runs the document named by documentId instead.
          { query: "", ...operationOf(request), operationName: request.name, variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(subscriptionError(error)),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(subscriptionError(error)),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

/** Builds the app's Relay environment (one per page load). */
export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphql, subscribeGraphql),
    store: new Store(new RecordSource()),
    getDataID: dataIdFor,
  });
}
