import { expect, test, type Page, type Request } from "@playwright/test";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { signIn } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

/** What the page asks for, in order: each GraphQL operation sent, and each script once it has arrived. */
function recordTraffic(page: Page): string[] {
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

/** Answers the named query with a 503 once, then lets it through. */
async function failOnce(page: Page, operation: string): Promise<void> {
  let failures = 1;
  await page.route("**/graphql", async (route) => {
    if (failures > 0 && route.request().postData()?.includes(operation)) {
      failures -= 1;
      return route.fulfill({ status: 503, body: "maintenance" });
    }
    return route.fallback();
  });
}

test("a page whose query failed asks again on 'Try again'", async ({ page }) => {
  await failOnce(page, "PricingPageQuery");
  await page.goto("/pricing");
  const failure = page.getByRole("alert").filter({ hasText: "This page could not load" });
  await expect(failure).toContainText("503: maintenance");
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("region", { name: "Professional", exact: true })).toBeVisible();
});

test("the navigation dialog asks when it opens, and again on 'Try again' after a failure", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: "Professional", exact: true })).toBeVisible();
  await failOnce(page, "NavigationDialogContentQuery");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("button", { name: "Ria", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ria Navigation" });
  const failure = dialog.getByRole("alert").filter({ hasText: "Navigation could not load" });
  await expect(failure).toContainText("503: maintenance");
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("region", { name: "Quick access" })).toBeVisible();
});
