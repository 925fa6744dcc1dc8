import { describe, expect, it } from "vitest";
import { liftEmailAddresses, nameOfAddress } from "./email-addresses.ts";

describe("email addresses in a request", () => {
  it("reads a bare address as the name it suggests, and keeps the address", () => {
    expect(liftEmailAddresses("Book a meeting with kavita.shah@acme.com tomorrow at 4 pm")).toEqual({
      text: "Book a meeting with Kavita Shah tomorrow at 4 pm",
      emails: ["kavita.shah@acme.com"],
    });
  });

  it("drops an address given after a name, and keeps each address once, in lower case", () => {
    expect(liftEmailAddresses("Call with Farida (Farida@Tata.co.in) and <tarun@infosys.com>, cc farida@tata.co.in")).toEqual({
      text: "Call with Farida and, cc Farida",
      emails: ["farida@tata.co.in", "tarun@infosys.com"],
    });
  });

  it("leaves text without addresses as it is", () => {
    expect(liftEmailAddresses("Remind me at 5 to email Anil")).toEqual({ text: "Remind me at 5 to email Anil", emails: [] });
  });

  it("names an address by its words, without digits", () => {
    expect([nameOfAddress("r.iyer82@x.in"), nameOfAddress("cfo@x.in"), nameOfAddress("123@x.in")]).toEqual(["R Iyer", "Cfo", "Guest"]);
  });
});
