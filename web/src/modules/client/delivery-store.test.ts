import { commitLocalUpdate } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { linked, scalar, storeWith } from "../../relay/test-store";
import { setDelivery } from "./delivery-store";

/** The dashboard's path to the card's data, as the app's store keys it. */
const selections = [linked("viewer", "User", [scalar("id"), linked("client", "ClientProfile", [scalar("briefTime"), scalar("byEmail")])])];

function dashboardStore() {
  const { environment, read } = storeWith<{ viewer: { client: { briefTime: string; byEmail: boolean } } }>(selections, {
    viewer: { id: btoa("User:u1"), client: { briefTime: "08:00", byEmail: false } },
  });
  return { environment, client: () => read().viewer.client };
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
