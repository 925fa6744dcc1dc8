import { describe, expect, it } from "vitest";
import { checkSignIn, prefillFrom } from "./sign-in-validation";

describe("checkSignIn", () => {
  it("asks for the account type, username and password", () => {
    expect(checkSignIn({ accountType: "", username: "", password: "" })).toEqual({
      ok: false,
      missingAccountType: true,
      errors: { username: "Username is required", password: "Password is required" },
    });
  });

  it("treats a blank username as missing, and trims a valid one", () => {
    expect(checkSignIn({ accountType: "CLIENT", username: "   ", password: "x" })).toMatchObject({
      ok: false,
      missingAccountType: false,
      errors: { username: "Username is required" },
    });
    expect(checkSignIn({ accountType: "CLIENT", username: " a@b.in ", password: " secret " })).toEqual({
      ok: true,
      input: { accountType: "CLIENT", username: "a@b.in", password: " secret " },
    });
  });

  it("refuses a missing account type even when the fields are filled", () => {
    expect(checkSignIn({ accountType: "", username: "a", password: "b" })).toEqual({ ok: false, missingAccountType: true, errors: {} });
  });
});

describe("prefillFrom", () => {
  it("reads the navigation dialog's prefill", () => {
    expect(prefillFrom({ prefill: { username: "demo@ria.example", password: "pw" } })).toEqual({
      username: "demo@ria.example",
      password: "pw",
    });
  });

  it("ignores missing or malformed state", () => {
    expect(prefillFrom(null)).toBeNull();
    expect(prefillFrom("x")).toBeNull();
    expect(prefillFrom({ prefill: { username: 1, password: "pw" } })).toBeNull();
    expect(prefillFrom({ other: true })).toBeNull();
  });
});
