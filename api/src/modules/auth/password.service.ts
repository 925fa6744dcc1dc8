import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

/** scrypt's work factors, written into every hash so they can be raised later. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB and about a second per hash on a busy machine). */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Tests only (NODE_ENV=test): 1 MiB and a few milliseconds a hash, so the suite is not spent hashing. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/** The cost this process hashes with: production's, unless the settings chose test cost (env.ts allows that only in tests). */
export function scryptCostFor(settings: { PASSWORD_HASH_COST: "production" | "test" }): ScryptCost {
  return settings.PASSWORD_HASH_COST === "test" ? TEST_SCRYPT_COST : PRODUCTION_SCRYPT_COST;
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, cost: ScryptCost = PRODUCTION_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** Constant-time check of a password against a stored hash, with the parameters the hash was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}
