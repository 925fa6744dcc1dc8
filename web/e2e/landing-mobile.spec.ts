import { expect, test } from "@playwright/test";
import { LandingPageModel } from "./support/landing-page";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("the landing page fits a 375 px screen, with its header bar, plans, form and dialogs", async ({ page }) => {
  const landing = new LandingPageModel(page);
  await landing.goto();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await expect(landing.headerContact).toBeInViewport();
  await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);

  for (const name of ["Starter", "Pro", "Elite", "Enterprise"]) {
    const card = page.getByRole("article", { name, exact: true });
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${name} card fits`).toBe(true);
  }

  // The header bar stays in reach while scrolling (sticky), so Contact is always one tap away.
  await landing.form.scrollIntoViewIfNeeded();
  await expect(landing.headerContact).toBeInViewport();
  await landing.submitButton.tap();
  await expect(landing.form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(landing.field("Full name")).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await landing.headerContact.tap();
  const dialog = landing.contactDialog;
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport();
});
