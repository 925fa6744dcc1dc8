import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { readList } from "./read-other.ts";

/** A reading with each marked part found in the message, as the model gives it. */
function reading(message: string, marked: Array<[Reading["slots"][number]["slot"], string]>): Reading {
  const slots = marked.map(([slot, text]) => {
    const start = message.indexOf(text);
    return { slot, text, start, end: start + text.length };
  });
  return { intent: "list.add", slots, message };
}

describe("lists named in the message's own words", () => {
  it("reads the words before 'wali list' as the name, not as an item", () => {
    const request = readList(
      reading("Movies to watch wali list mein Sholay daal do", [
        ["ITEM", "Movies"],
        ["ITEM", "Sholay"],
      ]),
    );
    expect(request).toEqual({ kind: "list.add", items: ["Sholay"], list: "movies to watch" });
  });

  it("reads 'naam ki list' and 'list called'", () => {
    const hinglish = readList(
      reading("packing naam ki list mein charger aur passport add karo", [
        ["ITEM", "charger"],
        ["ITEM", "passport"],
      ]),
    );
    expect(hinglish).toMatchObject({ items: ["Charger", "Passport"], list: "packing" });
    const english = readList(
      reading("put oat milk on the list called weekend groceries", [
        ["ITEM", "oat milk"],
        ["ITEM", "weekend"],
      ]),
    );
    expect(english).toMatchObject({ items: ["Oat milk"], list: "weekend groceries" });
  });

  it("extends a list the model marked in part up to the word list", () => {
    const request = readList(
      reading("add Deep Work to my books to buy list", [
        ["ITEM", "Deep Work"],
        ["LIST", "books"],
      ]),
    );
    expect(request).toMatchObject({ items: ["Deep Work"], list: "books to buy" });
  });

  it("keeps a quoted item whole where the model cut it", () => {
    const request = readList({
      ...reading("tick off 'send PAN copy to CA' please", [["ITEM", "'send PAN copy"]]),
      intent: "list.complete",
    });
    expect(request).toMatchObject({ kind: "list.complete", query: "send PAN copy to CA" });
  });

  it("keeps a name said with the items as an item, and the to-do list as the task list", () => {
    const guests = reading("Party guests wali list mein Rinku bhaiya aur Meena add karo", [
      ["LIST", "Party guests"],
      ["PERSON", "Rinku bhaiya"],
      ["ITEM", "Meena"],
    ]);
    expect(readList(guests)).toMatchObject({ items: ["Rinku bhaiya", "Meena"], list: "party guests" });
    expect(readList(reading("add renew passport to my to-do list", [["ITEM", "renew passport"]]))).toMatchObject({ list: null });
  });

  it("asked to show 'my … list', names it by everything after 'my', and keeps a 'the' inside the name", () => {
    const show = (message: string, marked: Array<[Reading["slots"][number]["slot"], string]>) =>
      readList({ ...reading(message, marked), intent: "list.show" });
    expect(show("What all is there in my things to ask the CA list?", [["LIST", "CA"]])).toEqual({
      kind: "list.show",
      list: "things to ask the ca",
    });
    expect(show("Can you share my vendors to call list?", [["LIST", "call"]])).toEqual({ kind: "list.show", list: "vendors to call" });
    expect(show("show me the grocery list", [["LIST", "grocery"]])).toEqual({ kind: "list.show", list: "grocery" });
  });
});
