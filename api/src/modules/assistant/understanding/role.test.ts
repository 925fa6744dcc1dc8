import { describe, expect, it } from "vitest";
import { allOnlyRoles, namesOnlyARole, roleAdded, roleAsSaidBack, relativeOfSomeone } from "./role.ts";

describe("a person said only by a role", () => {
  it("is a role, whoever's it is and however the post is worded", () => {
    for (const said of [
      "hamare accountant",
      "meri consultant",
      "my tax advisor",
      "the Infosys procurement head",
      "Vikram's deputy",
      "the regional sales manager",
      "our compliance officer",
      "investor",
      "the vendor",
      "Sir",
    ])
      expect(namesOnlyARole(said), said).toBe(true);
  });

  it("is someone known only through someone else", () => {
    for (const message of [
      "Set up lunch with my wife's cousin on Saturday",
      "Kal mere bhai ke saale ke saath meeting",
      "book a meeting with our lawyers junior",
    ])
      expect(relativeOfSomeone(message), message).toBeDefined();
    for (const message of [
      "Book lunch with my daughter's class teacher",
      "Friday ko bank ke relationship manager ke saath meeting",
      "a meeting with the ceo of that logistics startup",
      "arrange a meeting with my cousin from Chennai",
      "kal naye CFO candidate ke saath meeting",
    ])
      expect(relativeOfSomeone(message), message).toBeDefined();
    for (const message of [
      "Lunch with my wife on Saturday",
      "Meeting with Raj about my son's admission",
      "Call Sunil's office",
      "a meeting with the Axis Bank RM",
      "Sharmila ji ke saath vendor meeting",
      "We're onboarding a new CFO. Set up a weekly sync with Arjun",
      "breakfast with the ceo of acme on thursday",
      "interview of the new GM candidate, Mr. Fernandes",
    ])
      expect(relativeOfSomeone(message), message).toBeUndefined();
  });

  it("is not a role when a name is said", () => {
    for (const said of ["Rohan Mehra", "Agarwal ji", "Mr Reddy", "Priya", "the Bain team", "Kavya from Zerodha"])
      expect(namesOnlyARole(said), said).toBe(false);
  });

  it("is an office the executive has, booked as said, when it is known by its capitals alone", () => {
    for (const said of ["CA", "HR head", "CFO"]) expect(namesOnlyARole(said), said).toBe(false);
    for (const said of ["mere CA", "our new CFO"]) expect(namesOnlyARole(said), said).toBe(true);
  });

  it("is said back as the executive's own, or as 'the' role", () => {
    expect(roleAsSaidBack("hamare accountant")).toBe("your accountant");
    expect(roleAsSaidBack("Doctor")).toBe("the doctor");
    expect(roleAsSaidBack("HR head")).toBe("the HR head");
    expect(roleAsSaidBack("CA")).toBe("the CA");
    expect(roleAsSaidBack("Vikram's deputy")).toBe("Vikram's deputy");
  });

  it("is found where a follow-up brings someone in by a role", () => {
    expect(roleAdded("Please include our legal counsel too")).toBe("our legal counsel");
    expect(roleAdded("meri assistant ko bhi invite karo")).toBe("meri assistant");
    expect(roleAdded("Add Ramesh too")).toBeUndefined();
  });
});

describe("a meeting with roles alone", () => {
  it("counts a place or firm said after a role as part of it, and a named person as a name", () => {
    const nagpur = "Please book a meeting with the new branch manager at Nagpur on Monday at 11 am.";
    expect(allOnlyRoles(["the new branch manager", "Nagpur"], nagpur)).toBe(true);
    expect(allOnlyRoles(["our new head of"], "Set up an intro call with our new head of investor relations")).toBe(true);
    expect(allOnlyRoles(["my CA", "Ravi"], "Book a meeting with my CA and Ravi tomorrow at 4 pm")).toBe(false);
    expect(allOnlyRoles([], "Book a meeting tomorrow at 4 pm")).toBe(false);
    expect(namesOnlyARole("the new vendor's MD")).toBe(true);
  });
});
