import { describe, expect, it } from "vitest";
import { listHeading, listSentence, splitItems } from "./list-sentence.ts";

describe("an add-to-list message read from its words", () => {
  it.each([
    ["add um the new yuval harari book to books to read", "books to read", ["um the new yuval harari book"]],
    ["Add passport, charger and the blue blazer to the packing list for Singapore.", "packing", ["passport", "charger", "the blue blazer"]],
    ["Add Sapiens to my reading list - Nandan recommended it.", "reading", ["Sapiens"]],
    ["Kindly add 'revert to Bose on the rent agreement' to my to-do list.", "to-do", ["revert to Bose on the rent agreement"]],
    ["put follow up with legal on the nda on my to do list", "to do", ["follow up with legal on the nda"]],
    [
      "Please add the following in wedding shopping list: sherwani, silver coins, dry fruit boxes.",
      "wedding shopping",
      ["sherwani", "silver coins", "dry fruit boxes"],
    ],
    [
      "Note these down for the offsite list: projector, name badges, and a vegetarian caterer.",
      "offsite",
      ["projector", "name badges", "a vegetarian caterer"],
    ],
    ["books to read mein 'Atomic Habits' daal do", "books to read", ["Atomic Habits"]],
    ["Sir ne bola unki reading list mein 'Atomic Habits' daal do", "reading", ["Atomic Habits"]],
    ["gift ideas naam ki list mein Kindle aur smartwatch daal do", "gift ideas", ["Kindle", "smartwatch"]],
    ["Ek nayi list banao 'Goa trip' aur usme flight tickets aur hotel booking daalo", "Goa trip", ["flight tickets", "hotel booking"]],
    ["Also add sunscreen to packing.", "packing", ["sunscreen"]],
    ["Books to read - add The Psychology of Money.", "Books to read", ["The Psychology of Money"]],
    ["For packing list kindly add: charger, passport, forex card", "packing", ["charger", "passport", "forex card"]],
    ["Grocery list add karo: atta, dal", "Grocery", ["atta", "dal"]],
    ["gift ideas mein Apple Watch likh lo", "gift ideas", ["Apple Watch"]],
    ["Diwali gifts list: dry fruit boxes, silver coins for the team", "Diwali gifts", ["dry fruit boxes", "silver coins for the team"]],
    ["Packing for Davos list — thermals, gloves", "Packing for Davos", ["thermals", "gloves"]],
    ["Please put below items in packing for Davos list - woollen socks, muffler", "packing for Davos", ["woollen socks", "muffler"]],
    ["Add one more to the Diwali gifts list — Haldiram hamper", "Diwali gifts", ["Haldiram hamper"]],
    ["Please note in my task list: prepare appraisal letters", "task", ["prepare appraisal letters"]],
    ["Need to remember to book the Goa villa for NYE, add it to my to-do list", "to-do", ["book the Goa villa for NYE"]],
    ["books to read mein 'Rich Dad Poor Dad' daal do bhai", "books to read", ["Rich Dad Poor Dad"]],
    ["grocery list mein 2 kilo chawal aur haldi add karna", "grocery", ["2 kilo chawal", "haldi"]],
    ["bas to-do mein 'gaadi service karwani hai' daal do", "to-do", ["gaadi service karwani hai"]],
    ["For the Goa offsite list: book villas, finalize caterer", "Goa offsite", ["book villas", "finalize caterer"]],
    ["add two things to my gifts list a watch for papa and a saree for mummy", "gifts", ["a watch for papa", "a saree for mummy"]],
    [
      "Put following in my tasks: 1. Call CA regarding advance tax 2. Renew car insurance",
      "tasks",
      ["Call CA regarding advance tax", "Renew car insurance"],
    ],
    ["Packing list: - passport - phone charger", "Packing", ["passport", "phone charger"]],
    ["Add one item to my to-do list: finalise the vendor contract", "to-do", ["finalise the vendor contract"]],
    [
      "Add to my tasks - prepare notes for the townhall, and also sign the batch",
      "tasks",
      ["prepare notes for the townhall", "sign the batch"],
    ],
    ["to do list add review the committee minutes", "to do", ["review the committee minutes"]],
    ["My to-do: approve the budget, reply to Nasscom", "to-do", ["approve the budget", "reply to Nasscom"]],
    ["Our offsite -> projector & name badges", "offsite", ["projector", "name badges"]],
    ["Add a task to follow up with the bank on the loan", "tasks", ["follow up with the bank on the loan"]],
    ["Add one task also — revert to Mr Rao", "tasks", ["revert to Mr Rao"]],
    ["add to my task list follow up with the bank on the limit", "tasks", ["follow up with the bank on the limit"]],
    ["Quick one — add 'call Meenal' to tasks", "tasks", ["call Meenal"]],
    ["Add renew passport to my to-do list, and also update the address", "to-do", ["renew passport", "update the address"]],
    ["Add review the offer letter to tasks before I forget", "tasks", ["review the offer letter"]],
    ["add 'buy printer ink' to my tasks thx", "tasks", ["buy printer ink"]],
    ["add toothpaste + shaving cream to groceries", "groceries", ["toothpaste", "shaving cream"]],
    ["Groceries: atta, toor dal, ghee", "Groceries", ["atta", "toor dal", "ghee"]],
    ["Movies to watch: Oppenheimer, Dune", "Movies to watch", ["Oppenheimer", "Dune"]],
    ["todo: sign off on brand guidelines", "todo", ["sign off on brand guidelines"]],
    ["Add both to offsite: confirm the menu, AV setup", "offsite", ["confirm the menu", "AV setup"]],
    ["Gift ideas for Anjali: a silk scarf, a Kindle", "Gift ideas for Anjali", ["a silk scarf", "a Kindle"]],
    ["Plz add the following to hiring list: VP Sales, Head of Product", "hiring", ["VP Sales", "Head of Product"]],
    ["Add basically three things to my to-do: TDS return, PF challan", "to-do", ["TDS return", "PF challan"]],
    ["Yaar atta khatam ho gaya, grocery mein 5 kilo atta add kar do", "grocery", ["5 kilo atta"]],
    ["To-do mein add karo: 1) GST filing check karna 2) office rent transfer", "To-do", ["GST filing check karna", "office rent transfer"]],
  ])("%s", (message, list, items) => {
    expect(listSentence(message)).toEqual({ list, items });
  });

  it("takes a heading for a list only when it names one", () => {
    for (const message of [
      "Reminder: call Rahul at 5",
      "Tomorrow's meetings: Raj at 3, Priya at 5",
      "Done: call CA, pay rent",
      "Groceries: can you add atta?",
    ])
      expect(listHeading(message), message).toBeNull();
  });

  it("leaves corrections and messages of other shapes to the model's marks", () => {
    expect(listSentence("add um sunscreen to my travel list no wait to the packing list")).toBeNull();
    expect(listSentence("Add these to my list")).toBeNull();
    expect(listSentence("milk and eggs")).toBeNull();
  });

  it("keeps quoted items whole and splits the rest at commas, and, aur and &", () => {
    expect(splitItems("'salt and pepper' and 'bread'")).toEqual(["salt and pepper", "bread"]);
    expect(splitItems("doodh aur bread & eggs, butter")).toEqual(["doodh", "bread", "eggs", "butter"]);
  });
});
