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
import { dropAwaitingReply, setEmailVips } from "./email-approvals-store";

const scalar = (name: string) => ({ kind: "ScalarField", alias: null, name, args: null, storageKey: null });
const linked = (name: string, concreteType: string, plural: boolean, selections: unknown[]) => ({
  kind: "LinkedField",
  alias: null,
  name,
  args: null,
  concreteType,
  plural,
  selections,
  storageKey: null,
});

/** The dashboard's path to the card's data, as the app's store keys it. */
const selections = [
  linked("viewer", "User", false, [
    scalar("id"),
    linked("client", "ClientProfile", false, [
      linked("emailRepliesAwaiting", "EmailReply", true, [scalar("id"), scalar("to")]),
      scalar("emailVips"),
    ]),
  ]),
];
const request = {
  kind: "Request",
  fragment: { kind: "Fragment", name: "ApprovalsQuery", type: "Query", metadata: null, argumentDefinitions: [], selections },
  operation: { kind: "Operation", name: "ApprovalsQuery", argumentDefinitions: [], selections },
  params: { id: null, cacheID: "approvals", metadata: {}, name: "ApprovalsQuery", operationKind: "query", text: "" },
} as unknown as ConcreteRequest;

function dashboardStore() {
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(new RecordSource()),
    getDataID: dataIdFor,
  });
  const operation = createOperationDescriptor(request, {});
  environment.commitPayload(operation, {
    viewer: {
      id: btoa("User:u1"),
      client: {
        emailRepliesAwaiting: [
          { id: "r1", to: "asha@example.com" },
          { id: "r2", to: "ravi@example.com" },
        ],
        emailVips: ["asha@example.com", "ravi@example.com"],
      },
    },
  });
  const client = () => {
    const data = environment.lookup(operation.fragment).data as {
      viewer: { client: { emailRepliesAwaiting: Array<{ id: string }>; emailVips: string[] } };
    };
    return data.viewer.client;
  };
  return { environment, client };
}

describe("dropAwaitingReply", () => {
  it("takes the decided reply off the awaiting list by its id, whatever the store keys it by", () => {
    const { environment, client } = dashboardStore();
    commitLocalUpdate(environment, (store) => dropAwaitingReply(store, "r1"));
    expect(client().emailRepliesAwaiting.map(({ id }) => id)).toEqual(["r2"]);
  });

  it("leaves the list as it is for a reply it does not hold", () => {
    const { environment, client } = dashboardStore();
    commitLocalUpdate(environment, (store) => dropAwaitingReply(store, "r9"));
    expect(client().emailRepliesAwaiting.map(({ id }) => id)).toEqual(["r1", "r2"]);
  });
});

describe("setEmailVips", () => {
  it("replaces the client's VIPs with the list the server answered", () => {
    const { environment, client } = dashboardStore();
    commitLocalUpdate(environment, (store) => setEmailVips(store, ["ravi@example.com"]));
    expect(client().emailVips).toEqual(["ravi@example.com"]);
  });
});
