// A Relay store for unit tests of store updaters: a query built from plain selections, its payload committed, and
// what the query reads back, keyed as the app's environment keys records (data-id.ts).
import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type ConcreteRequest } from "relay-runtime";
import { dataIdFor } from "./data-id";

export const scalar = (name: string) => ({ kind: "ScalarField", alias: null, name, args: null, storageKey: null });

export const linked = (name: string, concreteType: string, selections: unknown[], plural = false) => ({
  kind: "LinkedField",
  alias: null,
  name,
  args: null,
  concreteType,
  plural,
  selections,
  storageKey: null,
});

/** An environment holding `payload` for a query of `selections`; `read()` is what that query sees now. */
export function storeWith<Data>(selections: unknown[], payload: Record<string, unknown>) {
  const request = {
    kind: "Request",
    fragment: { kind: "Fragment", name: "TestQuery", type: "Query", metadata: null, argumentDefinitions: [], selections },
    operation: { kind: "Operation", name: "TestQuery", argumentDefinitions: [], selections },
    params: { id: null, cacheID: "test", metadata: {}, name: "TestQuery", operationKind: "query", text: "" },
  } as unknown as ConcreteRequest;
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(new RecordSource()),
    getDataID: dataIdFor,
  });
  const operation = createOperationDescriptor(request, {});
  environment.commitPayload(operation, payload);
  return { environment, read: () => environment.lookup(operation.fragment).data as Data };
}
