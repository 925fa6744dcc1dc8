import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type ConcreteRequest } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { dataIdFor } from "./data-id";

describe("dataIdFor", () => {
  it("keeps a Node's global id", () => {
    const id = btoa("ChatMessage:ee1fc422");
    expect(dataIdFor({ id }, "ChatMessage")).toBe(id);
  });

  it("keys other types' ids by type, so equal ids of different types stay apart", () => {
    expect(dataIdFor({ id: "starter" }, "DisplayPlan")).toBe("DisplayPlan:starter");
    expect(dataIdFor({ id: "elite" }, "Plan")).toBe("Plan:elite");
    expect(dataIdFor({ id: btoa("User:1") }, "ChatMessage")).toBe(`ChatMessage:${btoa("User:1")}`);
  });

  it("leaves records without an id to Relay", () => {
    expect(dataIdFor({}, "Usage")).toBeUndefined();
  });

  it("keeps two plans with the same id apart in the store", () => {
    const environment = new Environment({
      network: Network.create(() => Observable.from({ data: {} })),
      store: new Store(new RecordSource()),
      getDataID: dataIdFor,
    });
    const plan = (alias: string, concreteType: string) => ({
      kind: "LinkedField",
      alias: null,
      name: alias,
      args: null,
      concreteType,
      plural: false,
      selections: [
        { kind: "ScalarField", alias: null, name: "id", args: null, storageKey: null },
        { kind: "ScalarField", alias: null, name: "name", args: null, storageKey: null },
      ],
      storageKey: null,
    });
    const selections = [plan("landingPlan", "DisplayPlan"), plan("clientPlan", "Plan")];
    const request = {
      kind: "Request",
      fragment: { kind: "Fragment", name: "PlansQuery", type: "Query", metadata: null, argumentDefinitions: [], selections },
      operation: { kind: "Operation", name: "PlansQuery", argumentDefinitions: [], selections },
      params: { id: null, cacheID: "plans", metadata: {}, name: "PlansQuery", operationKind: "query", text: "" },
    } as unknown as ConcreteRequest;
    environment.commitPayload(createOperationDescriptor(request, {}), {
      landingPlan: { id: "elite", name: "Elite (one-time)" },
      clientPlan: { id: "elite", name: "elite" },
    });
    const source = environment.getStore().getSource();
    expect(source.get("DisplayPlan:elite")?.name).toBe("Elite (one-time)");
    expect(source.get("Plan:elite")?.name).toBe("elite");
  });
});
