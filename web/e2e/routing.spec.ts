import { expect, test } from "@playwright/test";

test("/ redirects to /simplified-dashboard", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Always-On Executive Partner" })).toBeVisible();
});

test("the landing page links to the status page", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  await page.getByRole("link", { name: "View platform status" }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Platform Status" })).toBeVisible();
});

test("an unknown path shows the not-found screen", async ({ page }) => {
  await page.goto("/no-such-page/anywhere");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?", { exact: true })).toBeVisible();
});

test("a failed page load explains itself in words, not as a raw '500: {\"errors\":…}' body", async ({ page }) => {
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("PricingPageQuery")) return route.fallback();
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"errors":[{"message":"Unexpected error."}]}' });
  });
  await page.goto("/pricing");
  const panel = page.getByRole("alert").filter({ hasText: "Please try again in a few minutes" });
  await expect(panel).toContainText("Unexpected error. (HTTP 500)");
  await expect(panel).not.toContainText('{"errors"');
});

test("pages load without React Router's 'No HydrateFallback' warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("HydrateFallback")) warnings.push(message.text());
  });
  for (const path of ["/simplified-dashboard", "/status", "/pricing", "/analytics", "/login"]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
  }
  expect(warnings).toEqual([]);
});
