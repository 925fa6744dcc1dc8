import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { deviceIdOf, signDeviceToken } from "./device-token.ts";

const KEY_NAME = "device-cookie";

/**
 * Issues and recognises device tokens. The signing key is made once by whichever instance starts first and
 * kept in the database (`ServerSecret`), so every instance shares it and it survives restarts without a
 * setting to configure; it never leaves the server.
 */
export function createDeviceTrust(prisma: PrismaClient) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= (async () => {
      await prisma.serverSecret.createMany({
        data: [{ name: KEY_NAME, value: randomBytes(32).toString("base64url") }],
        skipDuplicates: true,
      });
      const stored = await prisma.serverSecret.findUniqueOrThrow({ where: { name: KEY_NAME } });
      return Buffer.from(stored.value, "base64url");
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    }));

  return {
    /** A fresh token for a device that just signed in to `account`. */
    issue: async (account: string) => signDeviceToken(await keyOf(), account, randomBytes(16).toString("base64url")),
    /** The device's id when `token` was issued for `account`, else null (no cookie, another account, forged). */
    recognise: async (token: string | undefined, account: string) => (token ? deviceIdOf(await keyOf(), token, account) : null),
  };
}

export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
