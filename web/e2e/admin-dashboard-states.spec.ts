import { expect, test, type Route } from "@playwright/test";
import { AdminDashboardModel } from "./support/admin-dashboard";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { signInThroughApi } from "./support/leads";
import { holdOperation } from "./support/hold-operation";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
});

const isDashboardQuery = (route: Route) => route.request().postData()?.includes("AdminDashboardPageQuery") ?? false;

test("shows a loading skeleton while the dashboard's data is on its way", async ({ page }) => {
  const query = await holdOperation(page, "AdminDashboardPageQuery");
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(page.getByRole("status").filter({ hasText: "Loading the admin dashboard…" })).toBeAttached();
  await expect(dashboard.tabs).toHaveCount(0);
  query.release();
  await expect(dashboard.tabs).toBeVisible();
});

test("with no submissions yet, the tab says so", async ({ page }) => {
  // The server's real answer, with the list emptied: other tests in this run have sent requests.
  await page.route("**/graphql", async (route) => {
    if (!isDashboardQuery(route)) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    body.data.contactSubmissions.edges = [];
    body.data.contactSubmissions.pageInfo.hasNextPage = false;
    await route.fulfill({ response, json: body });
  });
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(page.getByText("No contact submissions yet", { exact: true })).toBeVisible();
  await expect(dashboard.table).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("a failed load explains itself and 'Try again' loads the dashboard", async ({ page }) => {
  let failures = 1;
  await page.route("**/graphql", async (route) => {
    if (isDashboardQuery(route) && failures > 0) {
      failures -= 1;
      return route.fulfill({ status: 503, body: "maintenance" });
    }
    return route.continue();
  });
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  const failure = page.getByRole("alert").filter({ hasText: "The dashboard could not load" });
  await expect(failure).toContainText("503: maintenance");
  // Still an admin: no 'Access Denied', no redirect.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(dashboard.tabs).toBeVisible();
  await expect(dashboard.tab("Contact Submissions")).toHaveAttribute("aria-selected", "true");
});
