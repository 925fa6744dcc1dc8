import { describe, expect, it } from "vitest";
import { meetingTitle, splitPeople, taskTitle } from "./title.ts";

describe("titles from marked words", () => {
  it.each([
    ["to call the the bank", "Call the bank"],
    ["take my medicine", "Take your medicine"],
    ["uh send the deck to Anil", "Send the deck to Anil"],
    ["gym jaane ke liye", "Gym jaane"],
    ["mummy ki dawai order karni hai", "Mummy ki dawai order karni"],
    ["the GST filing", "The GST filing"],
    ["do the needful regarding the TDS refund", "The TDS refund"],
    ["usme passport renewal", "Passport renewal"],
  ])("%s -> %s", (task, title) => {
    expect(taskTitle(task)).toBe(title);
  });

  it("names a meeting by what it is and who it is with", () => {
    expect(meetingTitle("a call", ["Kavita Shah"])).toBe("Call with Kavita Shah");
    expect(meetingTitle("quarterly review", ["the Tata team"])).toBe("Quarterly review with the Tata team");
    expect(meetingTitle("Lunch with", ["Anjali"])).toBe("Lunch with Anjali");
    expect(meetingTitle(undefined, ["Arvind"])).toBe("Meeting with Arvind");
    expect(meetingTitle("lunch with Priya", ["Priya"])).toBe("Lunch with Priya");
  });

  it("splits people on commas, and, aur", () => {
    expect(splitPeople("John and priyanka")).toEqual(["John", "Priyanka"]);
    expect(splitPeople("Olivia, Arjun & Zara")).toEqual(["Olivia", "Arjun", "Zara"]);
    expect(splitPeople("Priya aur Sunil ke saath")).toEqual(["Priya", "Sunil"]);
    expect(splitPeople("the Tata folks")).toEqual(["the Tata folks"]);
  });
});
