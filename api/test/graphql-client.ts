import { createClient, type Client, type SubscribePayload } from "graphql-ws";
import WebSocket from "ws";

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

/** Resolves with the next `count` results of a subscription (its text, or a whole payload), then unsubscribes. */
export function nextResults<T>(
  client: Client,
  operation: string | (SubscribePayload & { documentId?: string }),
  count = 1,
  timeoutMs = 10_000,
): { ready: Promise<void>; results: Promise<T[]> } {
  const received: T[] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const payload = typeof operation === "string" ? { query: operation } : operation;
  const results = new Promise<T[]>((resolve, reject) => {
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
        complete: () => {},
      },
    );
  });
  // graphql-ws acknowledges the connection before it registers the subscription; wait for the ack.
  client.on("connected", () => setTimeout(markReady, 50));
  return { ready, results };
}
