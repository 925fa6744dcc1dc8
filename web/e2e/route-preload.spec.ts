import { expect, test, type Request } from "@playwright/test";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { signIn } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

/** What the page asks for, in order: each GraphQL operation sent, and each script once it has arrived. */
function recordTraffic(page: import("@playwright/test").Page): string[] {
  const events: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    events.push(`query ${operation}`);
  });
  page.on("requestfinished", (request: Request) => {
    const script = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(request.url());
    if (script) events.push(`script ${script[1]}`);
  });
  return events;
}

test("a gated page asks once, while its code downloads: its data and the viewer's role in one query", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/simplified-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Your Always-On Executive Partner" })).toBeVisible();
  const events = recordTraffic(page);

  // A navigation inside the app: the route's loader starts the query as the page's chunk is requested.
  await page.evaluate(() => {
    window.history.pushState({}, "", "/automation-rules");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("button", { name: "Create Rule" })).toBeVisible();

  const pageQueries = events.filter((event) => event === "query AutomationRulesPageQuery");
  expect(pageQueries).toHaveLength(1);
  // No separate question about the role: no other query before the page's.
  expect(events.filter((event) => /^query .*Role/.test(event))).toEqual([]);
  expect(events.indexOf("query AutomationRulesPageQuery")).toBeLessThan(events.indexOf("script AutomationRulesPage"));
});
