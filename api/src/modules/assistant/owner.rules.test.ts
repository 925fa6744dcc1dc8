import { describe, expect, it } from "vitest";
import { guestOwner, ownerFromUser } from "./owner.rules.ts";

describe("owners", () => {
  it("gives a client their plan and company, and an administrator the elite allowance", () => {
    const client = ownerFromUser({ id: "u1", name: "Anita", client: { planId: "weekly", company: "Rao Steel" } });
    expect(client).toEqual({ kind: "user", id: "u1", userId: "u1", planId: "weekly", name: "Anita", company: "Rao Steel" });
    expect(ownerFromUser({ id: "a1", name: "Admin", client: null })).toMatchObject({ planId: "elite", company: "" });
  });

  it("keeps a guest apart from any user id", () => {
    expect(guestOwner("abc")).toEqual({ kind: "guest", id: "guest:abc", guestId: "abc" });
  });
});
