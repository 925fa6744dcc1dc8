import { expect, test, type Page } from "@playwright/test";
import { NavigationDialogModel } from "./support/navigation-dialog";

/**
 * Holds back Relay's chunk (the build names it `relay-<hash>.js`) until the test lets it through, as a
 * slow phone connection would: the landing page's first screen must paint and answer clicks meanwhile.
 */
async function holdRelay(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/relay-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function gotoLandingFirstScreen(page: Page): Promise<void> {
  // Not waiting for the load event: the held chunk may keep it back.
  await page.goto("/simplified-dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Your Always-On Executive Partner" })).toBeVisible();
}

test("the header and hero paint before Relay's runtime; Watch Demo and Contact work before it arrives", async ({ page }) => {
  const releaseRelay = await holdRelay(page);
  await gotoLandingFirstScreen(page);
  await expect(page.getByRole("region", { name: "One assistant across every channel you use" })).toBeVisible();
  // The plans wait for Relay and the page's query.
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Choose how much of your day Ria takes on" })).toHaveCount(0);

  await page.getByRole("button", { name: "Watch Demo" }).click();
  const demo = page.getByRole("dialog", { name: "See Ria in action" });
  await expect(demo.getByText("Step 1 of 4")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(demo).toBeHidden();

  // Contact needs the provider's details: the dialog opens once Relay and the query have arrived.
  await page.getByRole("button", { name: "Contact", exact: true }).click();
  releaseRelay();
  await expect(page.getByRole("dialog", { name: "Contact Ria" })).toBeVisible();
});

test("the breadcrumb's 'Ria' clicked before Relay's runtime arrives opens the navigation once it has", async ({ page }) => {
  const releaseRelay = await holdRelay(page);
  await gotoLandingFirstScreen(page);
  const navigation = new NavigationDialogModel(page);
  await navigation.opener.click();
  releaseRelay();
  await expect(navigation.dialog).toBeVisible();
  await expect(navigation.section("Quick access")).toBeVisible();
});
