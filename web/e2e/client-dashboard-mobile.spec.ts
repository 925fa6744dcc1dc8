import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";

test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }),
});

test("the client dashboard fits a 375 px phone", async ({ page }) => {
  await signInAsDemoClient(page);
  await page.goto("/client/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Client Dashboard" })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Daily responses" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Emergency contact" })).toBeAttached();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of ["Upgrade plan", "Priority Actions", "Logout"]) {
    const button = page.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${name} inside the screen`).toBe(true);
  }

  // The next plan's price and locked features stay readable on the phone.
  const locked = page.getByRole("list", { name: "Unlock with Unlimited" });
  await locked.scrollIntoViewIfNeeded();
  await expect(locked.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByText("₹4,999 lifetime", { exact: true })).toBeInViewport();
  const lockedBox = (await locked.boundingBox())!;
  expect(lockedBox.x + lockedBox.width).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "Upgrade plan" }).tap();
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog.getByRole("button", { name: "Upgrade Now" })).toBeInViewport();
  await dialog.getByRole("button", { name: "Maybe Later" }).tap();
  await expect(dialog).toHaveCount(0);
});
