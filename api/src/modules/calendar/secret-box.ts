import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

/** A sealed secret could not be opened: the key changed, or the text was altered. */
export class SealBrokenError extends Error {}

/**
 * Seals secrets at rest with AES-256-GCM: a fresh 96-bit IV per secret, and the owner's id as additional data, so a
 * sealed password copied onto another account's row does not open. "v1.<iv>.<tag>.<ciphertext>", each base64url.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error("AES-256-GCM needs a 32-byte key");
  return {
    seal(plain: string, owner: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(owner, "utf8"));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    open(sealed: string, owner: string): string {
      const [version, iv, tag, text] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || text === undefined) throw new SealBrokenError("Not a sealed secret");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(owner, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(text, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new SealBrokenError("The secret does not open with this key");
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
