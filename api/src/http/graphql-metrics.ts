import type { IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import { getOperationAST, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Metrics } from "../observability/metrics.ts";

/** What an envelop context holds on every transport: the Node request, and the socket over WebSocket. */
interface TransportContext {
  req?: IncomingMessage;
  socket?: unknown;
}

/** An operation's metrics label: its name when the web app's trusted documents name it, else "other". */
export function operationLabel(document: DocumentNode, operationName: string | null | undefined, knownNames: ReadonlySet<string>): string {
  const name = getOperationAST(document, operationName)?.name?.value;
  return `graphql ${name && knownNames.has(name) ? name : "other"}`;
}

/**
 * Times every query and mutation (HTTP, the fast path and WebSocket all run through envelop) and counts
 * subscriptions over SSE (WebSocket ones are counted by the fan-out). Operations are labelled by name when
 * the web app's trusted documents name them, else "other", so a client cannot grow the label set at will.
 */
export function graphqlMetricsPlugin(metrics: Metrics, knownNames: () => ReadonlySet<string>): Plugin {
  return {
    onExecute({ args }) {
      const since = performance.now();
      const operation = operationLabel(args.document, args.operationName, knownNames());
      const context = args.contextValue as TransportContext;
      return {
        onExecuteDone({ result }) {
          const failed = Symbol.asyncIterator in result ? false : (result.errors?.length ?? 0) > 0;
          // Over a WebSocket the request is the socket's upgrade: the operation is timed from its start.
          metrics.observe(operation, failed ? "error" : "ok", context.socket ? undefined : context.req, since);
        },
      };
    },
    onSubscribe({ args }) {
      if ((args.contextValue as TransportContext).socket) return;
      const closed = metrics.sseSubscriptionOpened();
      return {
        onSubscribeResult: ({ result }) => {
          if (!(Symbol.asyncIterator in result)) return closed();
          return { onEnd: closed };
        },
      };
    },
  };
}
