import { describe, expect, it } from "vitest";
import { allowsRole, roleRefused } from "./access";

describe("access to gated pages", () => {
  it("lets in the page's role, or anyone signed in", () => {
    expect(allowsRole("ADMIN", "ADMIN")).toBe(true);
    expect(allowsRole("ADMIN", "CLIENT")).toBe(false);
    expect(allowsRole("CLIENT", "ADMIN")).toBe(false);
    expect(allowsRole("SIGNED_IN", "CLIENT")).toBe(true);
    expect(allowsRole("SIGNED_IN", null)).toBe(false);
  });

  it("reads who was refused from the server's refusal", () => {
    expect(roleRefused("ADMIN", "UNAUTHENTICATED")).toBeNull();
    expect(roleRefused("ADMIN", "FORBIDDEN")).toBe("CLIENT");
    expect(roleRefused("CLIENT", "FORBIDDEN")).toBe("ADMIN");
    expect(roleRefused("SIGNED_IN", "UNAUTHENTICATED")).toBeNull();
  });
});
