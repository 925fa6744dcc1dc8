import { createClient, type Client, type SubscribePayload } from "graphql-ws";
import WebSocket from "ws";
import type { PubSubHandle } from "../src/pubsub.ts";

export interface GraphqlResponse<Data = Record<string, unknown>> {
  status: number;
  body: { data?: Data; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

/** POSTs one GraphQL operation like a browser client would. */
export async function graphql<Data = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlResponse<Data>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

/** A graphql-ws client against the app's /graphql; close it with `dispose()`. */
export function wsClient(baseUrl: string, headers: Record<string, string> = {}): Client {
  const url = baseUrl.replace(/^http/, "ws") + "/graphql";
  class WithHeaders extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url, webSocketImpl: WithHeaders, retryAttempts: 0, lazy: true });
}

/** Where a subscription's events come from: the app's pub/sub and the channel (`topic` or `topic:id`). */
export interface EventSource {
  pubsub: Pick<PubSubHandle, "listeners">;
  channel: string;
}

/**
 * Resolves with the next `count` results of a subscription (its text, or a whole payload), then unsubscribes; rejects
 * on an error, a timeout or the subscription completing first.
 * `ready` resolves once the subscription is live: with `source`, once the app has one more listener on its channel
 * than before (and Redis has the channel), so an event published after it reaches this client; without, once the
 * socket is acknowledged (enough for a subscription that is refused or checked only for its first result).
 */
export function nextResults<T>(
  client: Client,
  operation: string | (SubscribePayload & { documentId?: string }),
  count = 1,
  timeoutMs = 10_000,
  source?: EventSource,
): { ready: Promise<void>; results: Promise<T[]> } {
  const received: T[] = [];
  const payload = typeof operation === "string" ? { query: operation } : operation;
  const connected = new Promise<void>((resolve) => client.on("connected", () => resolve()));
  const before = source ? source.pubsub.listeners(source.channel) : Promise.resolve(0);
  const results = before.then(
    () =>
      new Promise<T[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out after ${received.length} of ${count} results`)), timeoutMs);
        const unsubscribe = client.subscribe<T>(
          { ...payload },
          {
            next: (value) => {
              if (value.errors?.length) {
                clearTimeout(timer);
                reject(new Error(value.errors.map((error) => error.message).join("; ")));
                return;
              }
              received.push(value.data as T);
              if (received.length === count) {
                clearTimeout(timer);
                unsubscribe();
                resolve(received);
              }
            },
            error: (error) => {
              clearTimeout(timer);
              reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
            },
            // Completed early (the client was disposed): no timer is left to fire into a later test file.
            complete: () => {
              clearTimeout(timer);
              if (received.length < count) reject(new Error(`completed after ${received.length} of ${count} results`));
            },
          },
        );
      }),
  );
  const ready = source ? before.then((baseline) => untilListening(source, baseline, timeoutMs)) : connected;
  // A test that only needs the subscription open leaves its results unread; one that reads them still sees a failure.
  results.catch(() => {});
  return { ready, results };
}

/** Waits until `source` has more listeners than `baseline`: a condition checked every 10 ms, failing after `timeoutMs`. */
async function untilListening(source: EventSource, baseline: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await source.pubsub.listeners(source.channel)) <= baseline) {
    if (Date.now() > deadline) throw new Error(`no new listener on ${source.channel} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
