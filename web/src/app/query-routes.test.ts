import { Environment, Network, Observable, RecordSource, Store, type PreloadableConcreteRequest } from "relay-runtime";
import type { LoaderFunctionArgs, RouterState } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { createQueryRoutes } from "./query-routes";

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
  const queryRoutes = createQueryRoutes(environment);
  const route = queryRoutes.route({
    query: pageQuery,
    variables: ({ params }) => ({ page: params.page ?? "" }),
    page: () => Promise.resolve(() => null),
  });
  const load = (page: string) => {
    const loader = route.loader as (args: LoaderFunctionArgs) => { isDisposed: boolean };
    return loader({
      params: { page },
      request: new Request(`http://ria.test/${page}`),
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  };
  const state = (navigation: "idle" | "loading", loaderData: Record<string, unknown>) =>
    ({ navigation: { state: navigation }, loaderData }) as unknown as RouterState;
  return { requests, queryRoutes, load, state };
}

describe("createQueryRoutes", () => {
  it("sends a route's query from its loader, with variables from the address, before the page's code is there", () => {
    const { requests, load } = setUp();
    load("first");
    expect(requests).toEqual([{ name: "PageQuery", variables: { page: "first" } }]);
  });

  it("releases a route's query once the route is no longer shown, and keeps the shown one", () => {
    const { queryRoutes, load, state } = setUp();
    const left = load("first");
    const shown = load("second");
    // While the next page loads, the one being left still shows.
    queryRoutes.releaseUnused(state("loading", { page: shown }));
    expect(left.isDisposed).toBe(false);
    queryRoutes.releaseUnused(state("idle", { page: shown }));
    expect(left.isDisposed).toBe(true);
    expect(shown.isDisposed).toBe(false);
  });
});
