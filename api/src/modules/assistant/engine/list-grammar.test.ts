import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";
import { listName, splitItems } from "./list-grammar.ts";

const NOW = new Date("2026-11-24T10:00:00+05:30");

describe("list grammar", () => {
  it("names lists; the task list has no name", () => {
    expect(listName("grocery")).toBe("grocery");
    expect(listName("to-do")).toBeNull();
    expect(listName(undefined)).toBeNull();
  });
  it("splits items on commas and, on named lists, on and", () => {
    expect(splitItems("milk, eggs and coffee", true)).toEqual(["milk", "eggs", "coffee"]);
    expect(splitItems("milk eggs and bread", true)).toEqual(["milk", "eggs", "bread"]);
    expect(splitItems("pick up dry cleaning and buy diapers", false)).toEqual(["pick up dry cleaning", "buy diapers"]);
    expect(splitItems("follow up with legal and finance on the NDA", false)).toEqual(["follow up with legal and finance on the NDA"]);
  });
  it("reads add, note down, jot this down and Hinglish forms", () => {
    expect(understand("Add milk, eggs and coffee to the grocery list", NOW)).toEqual({
      kind: "list.add",
      items: ["Milk", "Eggs", "Coffee"],
      list: "grocery",
    });
    expect(understand("add passport and charger to my travel list", NOW)).toEqual({
      kind: "list.add",
      items: ["Passport", "Charger"],
      list: "travel",
    });
    expect(understand("Note down: renew the lease", NOW)).toEqual({ kind: "list.add", items: ["Renew the lease"] });
    expect(understand("jot this down - call the architect", NOW)).toEqual({ kind: "list.add", items: ["Call the architect"] });
    expect(understand("grocery list mein doodh aur bread daal do", NOW)).toEqual({
      kind: "list.add",
      items: ["Doodh", "Bread"],
      list: "grocery",
    });
    expect(understand("show my grocery list", NOW)).toEqual({ kind: "list.show", list: "grocery" });
  });
});
