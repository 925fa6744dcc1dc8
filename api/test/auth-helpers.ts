import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";

export const TEST_ADMIN = { email: "admin@test.example", password: "correct horse battery staple" };
export const ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, TRUST_PROXY: "1" };

let ipCounter = 0;
/** A distinct client IP per call (the test apps trust X-Forwarded-For), so rate limits don't leak between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 65536) % 256}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
}

/** Signs in over REST and returns the session token and cookie. */
export async function signIn(baseUrl: string, accountType: "ADMIN" | "CLIENT", ip = freshIp()) {
  const credentials = accountType === "ADMIN" ? TEST_ADMIN : { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password };
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ username: credentials.email, password: credentials.password, accountType }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  return { token: body.token, cookie };
}
