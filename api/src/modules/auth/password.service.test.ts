import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { hashPassword, PRODUCTION_SCRYPT_COST, scryptCostFor, TEST_SCRYPT_COST, verifyPassword } from "./password.service.ts";

describe("password hashing cost", () => {
  it("keeps OWASP's parameters (N=2^17, r=8, p=1) outside tests, whatever else is configured", async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    for (const NODE_ENV of ["production", "development"]) {
      expect(scryptCostFor(loadEnv({ NODE_ENV }))).toBe(PRODUCTION_SCRYPT_COST);
    }
    expect(scryptCostFor(loadEnv({}))).toBe(PRODUCTION_SCRYPT_COST);
    const stored = await hashPassword("production password");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("production password", stored)).toBe(true);
  });

  it("refuses test cost anywhere but NODE_ENV=test", () => {
    expect(() => loadEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "test" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadEnv({ NODE_ENV: "development", PASSWORD_HASH_COST: "test" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("hashes cheaply under NODE_ENV=test unless a test opts in to production cost", () => {
    expect(scryptCostFor(loadEnv({ NODE_ENV: "test" }))).toBe(TEST_SCRYPT_COST);
    expect(scryptCostFor(loadEnv({ NODE_ENV: "test", PASSWORD_HASH_COST: "production" }))).toBe(PRODUCTION_SCRYPT_COST);
  });

  it("verifies a hash by the parameters written in it, so hashes of either cost keep working", async () => {
    const cheap = await hashPassword("either", TEST_SCRYPT_COST);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("either", cheap)).toBe(true);
    expect(await verifyPassword("wrong", cheap)).toBe(false);
    expect(cheap).not.toBe(await hashPassword("either", TEST_SCRYPT_COST));
  });
});
