import { expect, test } from "@playwright/test";
import { expectHeroChat, LandingPageModel } from "./support/landing-page";

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

test("on a phone the open menu is above the sticky breadcrumb bar, and the 'Ria' breadcrumb is a 44 px target", async ({ page }) => {
  const landing = new LandingPageModel(page);
  await landing.goto();
  const ria = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("button", { name: "Ria" });
  const riaBox = (await ria.boundingBox())!;
  expect(riaBox.width).toBeGreaterThanOrEqual(44);
  expect(riaBox.height).toBeGreaterThanOrEqual(44);

  await page.getByRole("banner").getByRole("button", { name: /menu/i }).tap();
  const home = page.getByRole("banner").getByRole("link", { name: "Home", exact: true });
  await expect(home).toBeVisible();
  // What is drawn at the link's centre is the link, not the breadcrumb bar.
  const box = (await home.boundingBox())!;
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(topmost).toBe("Home");
  await home.tap();
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
});

test("on a phone the hero's sample chat fits the screen, below the headline and the two ways to try Ria", async ({ page }) => {
  const landing = new LandingPageModel(page);
  await landing.goto();
  const chat = await expectHeroChat(page);
  // The headline and the buttons come first: the picture never pushes them off the first screen.
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Try Ria Assistant" })).toBeInViewport();
  const headline = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect((await chat.boundingBox())!.y).toBeGreaterThan(headline.y + headline.height);
  await chat.scrollIntoViewIfNeeded();
  const box = (await chat.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  for (const chip of await chat.getByRole("list", { name: "Actions Ria took" }).getByRole("listitem").all()) {
    const chipBox = (await chip.boundingBox())!;
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(box.x + box.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
