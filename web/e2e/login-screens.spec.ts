import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { signInThroughApi, toast } from "./support/leads";
import { NavigationDialogModel } from "./support/navigation-dialog";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("/admin/login fixes the account type to Administrator and prefills nothing", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await expect(page.getByText("Account type: Administrator")).toBeVisible();
  await expect(page.getByLabel("Account type")).toHaveCount(0);
  await expect(page.getByLabel("Username")).toHaveValue("");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByRole("complementary", { name: "Demo client credentials" })).toHaveCount(0);

  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, "Admin login successful")).toBeVisible();
});

test("/client/login refuses an administrator: the account type is fixed to Client", async ({ page }) => {
  await page.goto("/client/login");
  await expect(page.getByText("Account type: Client")).toBeVisible();
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Please enter valid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login$/);
});

test("'Login as Demo Client' in the navigation dialog opens /client/login prefilled, and it signs in", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  await nav.section("Quick access").getByRole("button", { name: "Login as Demo Client" }).click();

  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Client sign-in" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(DEMO_CLIENT.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO_CLIENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(toast(page, "Client login successful")).toBeVisible();
});

test("'Login as Admin' opens /admin/login with nothing prefilled", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  await nav.section("Quick access").getByRole("button", { name: "Login as Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("/admin/login ignores a prefill in the router state", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { prefill: { username: "x@example.in", password: "y" } }, key: "e2e-admin", idx: 1 },
      "",
      "/admin/login",
    );
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("someone already signed in is offered the way on to their dashboard", async ({ page, context }) => {
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  await page.goto("/login");
  await expect(page.getByRole("status").filter({ hasText: "You're already signed in as" })).toContainText("(Administrator)");
  await page.getByRole("link", { name: "Continue to dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("a visitor is not told they are signed in", async ({ page }) => {
  await page.goto("/client/login");
  await expect(page.getByLabel("Username")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("You're already signed in as")).toHaveCount(0);
});

test("the sign-in screen fits a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
