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

const HEADLINE = "Your Always-On Executive Partner";

test("the first screen is in the HTML of the landing page's addresses, before any script has run", async ({ request }) => {
  for (const address of ["/", "/simplified-dashboard"]) {
    const html = await (await request.get(address)).text();
    expect(html, address).toMatch(new RegExp(`<h1[^>]*>${HEADLINE}</h1>`));
    // Real links, which work before the app does; no inline script (the CSP allows none).
    expect(html, address).toMatch(/<a [^>]*href="\/ria-assistant"/);
    expect(html, address).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  }
  expect(await (await request.get("/status")).text()).not.toContain(HEADLINE);
});

test("once the app has loaded, the heading is there exactly once, also after / has led to the landing page", async ({ page }) => {
  for (const address of ["/simplified-dashboard", "/"]) {
    await page.goto(address);
    await expect(page.getByRole("region", { name: "Choose how much of your day Ria takes on" })).toBeVisible();
    await expect(page).toHaveURL(/\/simplified-dashboard$/);
    await expect(page.locator("[data-first-screen]")).toHaveCount(0);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText(HEADLINE)).toHaveCount(1);
  }
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the build-time first screen lays out as the app's own at ${viewport.width} px`, async ({ browser }) => {
    const boxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/simplified-dashboard", { waitUntil: "networkidle" });
      if (javaScriptEnabled) await expect(page.locator("[data-first-screen]")).toHaveCount(0);
      const parts = [
        page.getByRole("banner"),
        page.getByRole("navigation", { name: "Breadcrumb" }),
        page.getByRole("button", { name: "Contact", exact: true }),
        page.getByRole("heading", { level: 1, name: HEADLINE }),
        page.getByRole("link", { name: "Try Ria Assistant" }),
        page.getByRole("button", { name: "Watch Demo" }),
        page.getByRole("figure"),
      ];
      const measured = await Promise.all(parts.map((part) => part.boundingBox()));
      await context.close();
      return measured.map((box) => box && [box.x, box.y, box.width, box.height].map(Math.round));
    };
    const beforeScript = await boxes(false);
    expect(beforeScript.every(Boolean)).toBe(true);
    expect(await boxes(true)).toEqual(beforeScript);
  });
}
