import {
  commitLocalUpdate,
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type ConcreteRequest,
} from "relay-runtime";
import { describe, expect, it } from "vitest";
import { dataIdFor } from "../../relay/data-id";
import { setDelivery } from "./delivery-store";

const scalar = (name: string) => ({ kind: "ScalarField", alias: null, name, args: null, storageKey: null });
const linked = (name: string, concreteType: string, selections: unknown[]) => ({
  kind: "LinkedField",
  alias: null,
  name,
  args: null,
  concreteType,
  plural: false,
  selections,
  storageKey: null,
});

/** The dashboard's path to the card's data, as the app's store keys it. */
const selections = [linked("viewer", "User", [scalar("id"), linked("client", "ClientProfile", [scalar("briefTime"), scalar("byEmail")])])];
const request = {
  kind: "Request",
  fragment: { kind: "Fragment", name: "DeliveryQuery", type: "Query", metadata: null, argumentDefinitions: [], selections },
  operation: { kind: "Operation", name: "DeliveryQuery", argumentDefinitions: [], selections },
  params: { id: null, cacheID: "delivery", metadata: {}, name: "DeliveryQuery", operationKind: "query", text: "" },
} as unknown as ConcreteRequest;

function dashboardStore() {
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(new RecordSource()),
    getDataID: dataIdFor,
  });
  const operation = createOperationDescriptor(request, {});
  environment.commitPayload(operation, { viewer: { id: btoa("User:u1"), client: { briefTime: "08:00", byEmail: false } } });
  const client = () =>
    (environment.lookup(operation.fragment).data as { viewer: { client: { briefTime: string; byEmail: boolean } } }).viewer.client;
  return { environment, client };
}

describe("setDelivery", () => {
  it("puts a new brief time on the client's record and leaves the email choice as it was", () => {
    const { environment, client } = dashboardStore();
    commitLocalUpdate(environment, (store) => setDelivery(store, { briefTime: "07:45" }));
    expect(client()).toEqual({ briefTime: "07:45", byEmail: false });
  });

  it("puts the email choice on the client's record and leaves the time as it was", () => {
    const { environment, client } = dashboardStore();
    commitLocalUpdate(environment, (store) => setDelivery(store, { byEmail: true }));
    expect(client()).toEqual({ briefTime: "08:00", byEmail: true });
  });
});
