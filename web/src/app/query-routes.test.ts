import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs, RouterState } from "react-router-dom";
import { Environment, Network, Observable, RecordSource, Store, type PreloadableConcreteRequest } from "relay-runtime";
import { describe, expect, it } from "vitest";
import type { RelayClient } from "../relay/load-relay";
import { createQueryRoutes, type RouteQuery } from "./query-routes";

interface PageQuery {
  variables: { page: string };
  response: unknown;
}

const pageQuery: PreloadableConcreteRequest<PageQuery> = {
  kind: "PreloadableConcreteRequest",
  params: { id: "page-query-id", metadata: {}, name: "PageQuery", operationKind: "query", text: null },
};

function setUp() {
  const requests: { name: string; variables: unknown }[] = [];
  const environment = new Environment({
    // Answers never arrive: the test watches what is asked and what is released.
    network: Network.create((request, variables) => {
      requests.push({ name: request.name, variables });
      return Observable.create(() => undefined);
    }),
    store: new Store(new RecordSource()),
  });
  // Relay's runtime arrives when the test says so, as its chunk would over the network.
  let arrive!: () => void;
  const relayArrived = new Promise<RelayClient>((resolve) => {
    arrive = () => resolve({ environment, loadQuery, RelayScope: ({ children }) => children });
  });
  const queryRoutes = createQueryRoutes(() => relayArrived);
  const route = queryRoutes.route({
    query: pageQuery,
    variables: ({ params }) => ({ page: params.page ?? "" }),
    page: () => Promise.resolve(() => null),
  });
  const load = (page: string) => {
    const loader = route.loader as (args: LoaderFunctionArgs) => RouteQuery<PageQuery>;
    return loader({
      params: { page },
      request: new Request(`http://ria.test/${page}`),
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  };
  const relayLoaded = async () => {
    arrive();
    await relayArrived;
    await Promise.resolve();
  };
  const state = (navigation: "idle" | "loading", loaderData: Record<string, unknown>) =>
    ({ navigation: { state: navigation }, loaderData }) as unknown as RouterState;
  return { requests, queryRoutes, load, relayLoaded, state };
}

const disposed = (query: RouteQuery<PageQuery>) => (query.reference as PreloadedQuery<PageQuery>).isDisposed;

describe("createQueryRoutes", () => {
  it("sends a route's query from its loader, with variables from the address, before the page's code is there", async () => {
    const { requests, load, relayLoaded } = setUp();
    await relayLoaded();
    const query = load("first");
    // Relay is there: the query leaves at once and the loader's answer holds it.
    expect(requests).toEqual([{ name: "PageQuery", variables: { page: "first" } }]);
    expect(query.reference).toBeDefined();
  });

  it("never waits for Relay's runtime: the query leaves as soon as it has arrived", async () => {
    const { requests, load, relayLoaded } = setUp();
    const query = load("first");
    expect(query.reference).toBeUndefined();
    expect(requests).toEqual([]);
    await relayLoaded();
    expect(requests).toEqual([{ name: "PageQuery", variables: { page: "first" } }]);
    expect(await query.started).toBe(query.reference);
  });

  it("releases a route's query once the route is no longer shown, and keeps the shown one", async () => {
    const { queryRoutes, load, relayLoaded, state } = setUp();
    await relayLoaded();
    const left = load("first");
    const shown = load("second");
    // While the next page loads, the one being left still shows.
    queryRoutes.releaseUnused(state("loading", { page: shown }));
    expect(disposed(left)).toBe(false);
    queryRoutes.releaseUnused(state("idle", { page: shown }));
    expect(disposed(left)).toBe(true);
    expect(disposed(shown)).toBe(false);
  });

  it("releases a query whose route was left before Relay's runtime arrived, once it has started", async () => {
    const { queryRoutes, load, relayLoaded, state } = setUp();
    const left = load("first");
    const shown = load("second");
    queryRoutes.releaseUnused(state("idle", { page: shown }));
    await relayLoaded();
    expect(disposed(left)).toBe(true);
    expect(disposed(shown)).toBe(false);
  });
});
