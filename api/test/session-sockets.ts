import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** A subscription's fate: events it received, and how its socket closed. */
export interface WatchedSubscription {
  client: Client;
  events: unknown[];
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
  /** Resolves once the subscription is registered on the server. */
  ready: Promise<void>;
}

/** Opens a graphql-ws subscription with these headers and records what happens to it. */
export function watchSubscription(baseUrl: string, query: string, headers: Record<string, string>): WatchedSubscription {
  class WithHeaders extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let markClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (markClosed = resolve));
  const client = createClient({
    url: baseUrl.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WithHeaders,
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => markClosed((event as { code: number }).code) },
  });
  const events: unknown[] = [];
  const ready = new Promise<void>((resolve) => client.on("connected", () => setTimeout(resolve, 100)));
  client.subscribe({ query }, { next: (value) => void events.push(value), error: () => {}, complete: () => {} });
  return { client, events, closed, ready };
}
