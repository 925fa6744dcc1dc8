import { expect, test, type Browser } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, newClientContext } from "./support/accounts";
import { signIn } from "./support/ops-api";

/** Every screen of the router: the walk starts here and follows each same-origin link it finds. */
const START = ["/", "/dashboard", "/pitch", "/analytics", "/pricing", "/status", "/login", "/ria-assistant", "/ai-scheduler"];
const NOT_FOUND = "404 Page Not Found";

/** Visits every page reachable by same-origin links; returns the 404s with the page that linked there. */
async function walk(browser: Browser, account?: { email: string; password: string; type: "ADMIN" | "CLIENT" }) {
  const context = await newClientContext(browser);
  // Only same-origin pages are walked: wa.me, tel: and facetime: links open other apps.
  const page = await context.newPage();
  if (account) await signIn(page.request, account, account.type);
  const origin = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin;
  const queue = START.map((path) => ({ path, from: "(start)" }));
  const seen = new Set(START);
  const broken: string[] = [];
  while (queue.length > 0) {
    const { path, from } = queue.shift()!;
    await page.goto(path);
    // A screen has rendered once its h1 is there (redirects land on another screen's h1).
    await expect(page.locator("main h1").first()).toBeAttached();
    if (await page.getByRole("heading", { name: NOT_FOUND }).count()) broken.push(`${path} (linked from ${from})`);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith("/api/")) continue;
      const target = url.pathname + url.search;
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push({ path: target, from: path });
    }
  }
  await context.close();
  return { broken, visited: seen.size };
}

test.describe.configure({ timeout: 300_000 });

for (const [who, account] of [
  ["a visitor", undefined],
  ["a client", { ...DEMO_CLIENT, type: "CLIENT" as const }],
  ["an admin", { ...E2E_ADMIN, type: "ADMIN" as const }],
] as const) {
  test(`every same-origin link leads to a real screen for ${who}`, async ({ browser }) => {
    const { broken, visited } = await walk(browser, account);
    expect(visited).toBeGreaterThan(START.length);
    expect(broken, `404 screens reached by ${who}:\n${broken.join("\n")}`).toEqual([]);
  });
}
