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
