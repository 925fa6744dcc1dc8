import { describe, expect, it } from "vitest";
import { clearSessionCookie, serializeSessionCookie, sessionTokenOf } from "./cookies.ts";

describe("session cookie", () => {
  const expires = new Date("2026-11-22T00:00:00Z");

  it("is __Host- prefixed and Secure in production", () => {
    const cookie = serializeSessionCookie(true, "abc", expires);
    expect(cookie).toMatch(/^__Host-ria_session=abc; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toContain("Domain");
  });

  it("is plain in development, where localhost has no TLS", () => {
    expect(serializeSessionCookie(false, "abc", expires)).toMatch(/^ria_session=abc; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
  });

  it("clears with Max-Age=0", () => {
    expect(clearSessionCookie(true)).toContain("Max-Age=0");
  });

  it("reads a Bearer token before the cookie", () => {
    const req = { headers: { authorization: "Bearer from-header", cookie: "ria_session=from-cookie" } } as never;
    expect(sessionTokenOf(req, false)).toBe("from-header");
    expect(sessionTokenOf({ headers: { cookie: "ria_session=from-cookie" } } as never, false)).toBe("from-cookie");
    expect(sessionTokenOf({ headers: { cookie: "ria_session=from-cookie" } } as never, true)).toBeUndefined();
  });
});
