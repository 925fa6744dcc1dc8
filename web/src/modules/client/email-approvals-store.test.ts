import { commitLocalUpdate } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { linked, scalar, storeWith } from "../../relay/test-store";
import { dropAwaitingReply, setEmailVips } from "./email-approvals-store";

/** The dashboard's path to the card's data, as the app's store keys it. */
const selections = [
  linked("viewer", "User", [
    scalar("id"),
    linked("client", "ClientProfile", [
      linked("emailRepliesAwaiting", "EmailReply", [scalar("id"), scalar("to")], true),
      scalar("emailVips"),
    ]),
  ]),
];

function dashboardStore() {
  const { environment, read } = storeWith<{
    viewer: { client: { emailRepliesAwaiting: Array<{ id: string }>; emailVips: string[] } };
  }>(selections, {
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
  return { environment, client: () => read().viewer.client };
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
