import { describe, expect, it } from "vitest";
import { bestMatches, wholeMatches } from "./item-match.ts";

const items = ["call the CA", "Reply to Nasscom invite", "file the GST returns", "Send invoices to Tata"].map((title) => ({ title }));
const matched = (phrase: string) => bestMatches(items, phrase).map((item) => item.title);

describe("the open item a done thing means", () => {
  it("is found by the words' stems and by short words written in capitals", () => {
    expect(matched("Called the CA")).toEqual(["call the CA"]);
    expect(matched("Nasscom reply sent")).toEqual(["Reply to Nasscom invite"]);
    expect(matched("filed GST return")).toEqual(["file the GST returns"]);
    expect(matched("sent the invoice")).toEqual(["Send invoices to Tata"]);
  });

  it("is, for news of something done, only an item with every word of it", () => {
    const whole = (phrase: string) => wholeMatches(items, phrase).map((item) => item.title);
    expect(whole("GST returns")).toEqual(["file the GST returns"]);
    expect(whole("GST filing")).toEqual(["file the GST returns"]);
    expect(whole("Tata payment")).toEqual([]);
  });

  it("is none when no word is shared", () => {
    expect(matched("the ca")).toEqual([]);
    expect(matched("booked the villa")).toEqual([]);
  });
});
