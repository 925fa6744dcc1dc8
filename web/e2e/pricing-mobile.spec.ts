import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("the pricing page fits a 375 px screen, and yearly prices still read right", async ({ page }) => {
  await page.goto("/pricing");
  const professional = page.getByRole("region", { name: "Professional", exact: true });
  await expect(professional.locator("[data-price]")).toHaveText("₹4,999per month");
  await page.getByRole("radiogroup", { name: "Billing period" }).getByText("Yearly").tap();
  await expect(professional.getByText("Save ₹11,998 a year")).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const button = professional.getByRole("button", { name: "Choose Professional" });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await button.tap();
  await expect(page.getByRole("dialog", { name: "Professional plan" })).toContainText("Payment integration is not built yet");
});
