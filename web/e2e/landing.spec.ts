import { expect, test } from "@playwright/test";
import { expectHeroChat, LandingPageModel, readSiteConfig } from "./support/landing-page";

const INTEREST = encodeURIComponent("I am curious to know more and interested to buy");

async function readPlans(request: import("@playwright/test").APIRequestContext) {
  const response = await request.post("/graphql", {
    data: { query: "{ landingPlans { name priceInr period features buttonText popular } }" },
    headers: { "content-type": "application/json" },
  });
  const body = (await response.json()) as {
    data: {
      landingPlans: Array<{
        name: string;
        priceInr: number | null;
        period: string;
        features: string[];
        buttonText: string;
        popular: boolean;
      }>;
    };
  };
  return body.data.landingPlans;
}

test("the header, hero and integration layer say what the spec says", async ({ page }) => {
  const landing = new LandingPageModel(page);
  await landing.goto();

  await expect(page.getByRole("banner")).toContainText("Ria");
  await expect(page.getByRole("banner")).toContainText("Executive Assistant");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("button", { name: "Ria" })).toBeVisible();
  await expect(breadcrumb.getByText("Executive Assistant")).toHaveAttribute("aria-current", "page");
  await expect(landing.headerContact).toBeVisible();

  const hero = page.getByRole("region", { name: "Your Always-On Executive Partner" });
  for (const [value, label] of [
    ["200+", "Daily messages"],
    ["50+", "Social posts"],
    ["24/7", "Availability"],
  ]) {
    await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }
  await expectHeroChat(page);
  await expect(hero.getByRole("link", { name: "Try Ria Assistant" })).toHaveAttribute("href", "/ria-assistant");

  const integrations = page.getByRole("region", { name: "One assistant across every channel you use" });
  const tiles = ["WhatsApp Business", "Email Platforms", "Calendar Systems", "Voice & Video Calls", "Document Systems", "Task Management"];
  await expect(integrations.getByRole("listitem")).toHaveCount(6);
  for (const name of tiles) {
    const tile = integrations.getByRole("listitem", { name, exact: true });
    await expect(tile.getByRole("heading", { name })).toBeVisible();
    await expect(tile.getByText("Demo", { exact: true })).toBeVisible();
  }
});

test("the plans come from the server, priced in rupees, and every plan button opens the contact dialog", async ({ page, request }) => {
  const plans = await readPlans(request);
  expect(plans.map((plan) => plan.name)).toEqual(["Starter", "Pro", "Elite", "Enterprise"]);
  const landing = new LandingPageModel(page);
  await landing.goto();

  const expectedPrices: Record<string, string> = { Starter: "₹2,000", Pro: "₹8,000", Elite: "₹98,000", Enterprise: "Custom" };
  for (const plan of plans) {
    const card = page.getByRole("article", { name: plan.name, exact: true });
    await expect(card).toContainText(expectedPrices[plan.name]!);
    if (plan.priceInr !== null) await expect(card).toContainText(plan.period);
    for (const feature of plan.features) await expect(card.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
    await expect(card.getByText("Popular", { exact: true })).toHaveCount(plan.popular ? 1 : 0);

    await card.getByRole("button", { name: plan.buttonText }).click();
    await expect(landing.contactDialog).toBeVisible();
    await expect(landing.contactDialog).toContainText(`the ${plan.name} plan`);
    await landing.contactDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(landing.contactDialog).toBeHidden();
  }
});

test("the contact dialog offers WhatsApp, FaceTime and a call to the configured number", async ({ page, request }) => {
  const config = await readSiteConfig(request);
  const landing = new LandingPageModel(page);
  await landing.goto();

  await landing.headerContact.click();
  await expect(landing.contactDialog.getByRole("heading", { name: "Contact Ria" })).toBeVisible();
  const whatsapp = landing.contactDialog.getByRole("link", { name: /WhatsApp message/ });
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${config.whatsappNumber}?text=${INTEREST}`);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);
  const dialable = `+${config.providerPhone.replace(/\D/g, "")}`;
  await expect(landing.contactDialog.getByRole("link", { name: /FaceTime video call/ })).toHaveAttribute("href", `facetime:${dialable}`);
  await expect(landing.contactDialog.getByRole("link", { name: /Phone call/ })).toHaveAttribute("href", `tel:${dialable}`);

  await page.keyboard.press("Escape");
  await expect(landing.contactDialog).toBeHidden();
  await expect(landing.headerContact).toBeFocused();
});

test("claims, promises, the info footer, the status link and the floating WhatsApp button", async ({ page, request }) => {
  const config = await readSiteConfig(request);
  const landing = new LandingPageModel(page);
  await landing.goto();

  for (const claim of [
    "30-day money-back guarantee",
    "99.9% uptime",
    "1000+ CXOs",
    "4.9/5 rating",
    "14-day free trial, no credit card required",
  ]) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  for (const promise of [
    "Contact within 24 hours",
    "Integration within 48 hours",
    "30-day optimisation period",
    "NDA protection",
    "Encrypted setup",
  ]) {
    await expect(page.getByRole("complementary", { name: "Our promise to you" }).getByText(promise, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: /Trusted by leaders/ }).getByRole("listitem")).toHaveCount(3);

  const footer = page.locator("footer", { hasText: "Powered by" });
  const columns: Record<string, string[]> = {
    "Privacy & Security": ["Encrypted interactions", "Tiered access control", "No media storage", "Two-factor confirmations"],
    "Legal Protection": ["NDA-gated access", "Memory erase option", "Encrypted dashboard", "IP rights protected"],
    "Company Info": [config.providerName, "Enterprise AI platform", "Executive assistant solutions", "Serving Indian CXOs"],
  };
  for (const [title, items] of Object.entries(columns)) {
    const column = footer.getByRole("region", { name: title });
    await expect(column.getByRole("heading", { name: title })).toBeVisible();
    await expect(column.getByRole("listitem")).toHaveText(items);
  }
  await expect(footer).toContainText(`Powered by ${config.providerName}`);
  await expect(footer.getByRole("link", { name: "View platform status" })).toHaveAttribute("href", "/status");

  const fab = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(fab).toBeInViewport();
  await expect(fab).toHaveAttribute("href", `https://wa.me/${config.whatsappNumber}?text=${INTEREST}`);
  await expect(fab).toHaveAttribute("target", "_blank");

  await footer.getByRole("link", { name: "View platform status" }).click();
  await expect(page).toHaveURL(/\/status$/);
});

test("Watch Demo walks through the product in four steps, by keyboard too", async ({ page }) => {
  const landing = new LandingPageModel(page);
  await landing.goto();
  const watch = page.getByRole("button", { name: "Watch Demo" });
  await watch.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "See Ria in action" });
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  for (let step = 2; step <= 4; step++) {
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText(`Step ${step} of 4`)).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();
});

test("the app's font is Inter, self-hosted: preloaded, latin and the rupee sign, shown with font-display swap", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "font" && fontRequests.push(new URL(request.url()).pathname)));
  const landing = new LandingPageModel(page);
  await landing.goto();
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute("href", /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  const face = await page.evaluate(async () => {
    await document.fonts.ready;
    const inter = [...document.fonts].find((font) => font.family.replace(/"/g, "") === "Inter Variable");
    return { display: inter?.display, status: inter?.status, body: getComputedStyle(document.body).fontFamily };
  });
  expect(face).toEqual({ display: "swap", status: "loaded", body: expect.stringMatching(/^"Inter Variable"/) });
  // Prices show the rupee sign in Inter too: its own face, inlined in the stylesheet (no request), loaded once a price is laid out.
  await page.getByText(/₹\d/).first().scrollIntoViewIfNeeded();
  const rupeeFace = () =>
    page.evaluate(
      () =>
        [...document.fonts].find((font) => font.family.replace(/"/g, "") === "Inter Variable" && font.unicodeRange === "U+20B9")?.status,
    );
  await expect.poll(rupeeFace).toBe("loaded");
  // One file, the latin subset, asked for once (the preload is the request the stylesheet's face uses).
  expect(fontRequests).toEqual([expect.stringMatching(/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
});
