import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

interface PricingPlan {
  name: string;
  priceInr: number;
  yearlyPriceInr: number;
  annualSavingsInr: number;
  popular: boolean;
  buttonText: string;
  features: string[];
}

const inr = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

async function pricingPlans(request: APIRequestContext): Promise<PricingPlan[]> {
  const response = await request.post("/graphql", {
    data: { query: "{ pricingPlans { name priceInr yearlyPriceInr annualSavingsInr popular buttonText features } }" },
  });
  return ((await response.json()) as { data: { pricingPlans: PricingPlan[] } }).data.pricingPlans;
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("shows the two plans from the api, Professional the most popular", async ({ page, request }) => {
  const plans = await pricingPlans(request);
  expect(plans.map((plan) => [plan.name, plan.priceInr])).toEqual([
    ["Essentials", 999],
    ["Professional", 4999],
  ]);
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your executive partner" })).toBeVisible();

  for (const plan of plans) {
    const region = card(page, plan.name);
    await expect(region.locator("[data-price]")).toHaveText(`${inr(plan.priceInr)}per month`);
    await expect(region.getByRole("list", { name: `${plan.name} includes` }).getByRole("listitem")).toHaveText(plan.features);
    await expect(region.getByText("Most Popular", { exact: true })).toHaveCount(plan.popular ? 1 : 0);
  }
  await expect(card(page, "Essentials").locator("[data-price]")).toHaveText("₹999per month");
  await expect(card(page, "Professional").locator("[data-price]")).toHaveText("₹4,999per month");
  await expect(card(page, "Professional").getByText("Most Popular", { exact: true })).toBeVisible();
});

test("yearly billing shows 20% less a month and the year's saving", async ({ page, request }) => {
  const plans = await pricingPlans(request);
  await page.goto("/pricing");
  const billing = page.getByRole("radiogroup", { name: "Billing period" });
  await expect(billing.getByRole("radio", { name: "Monthly" })).toBeChecked();

  await billing.getByText("Yearly").click();
  await expect(billing.getByRole("radio", { name: /Yearly/ })).toBeChecked();
  for (const plan of plans) {
    // The api computes these; the rule of spec section 9 must hold.
    expect(plan.yearlyPriceInr).toBe(Math.round(plan.priceInr * 0.8));
    expect(plan.annualSavingsInr).toBe(Math.round(plan.priceInr * 0.2 * 12));
    const region = card(page, plan.name);
    await expect(region.locator("[data-price]")).toHaveText(`${inr(plan.yearlyPriceInr)}per month`);
    await expect(region.getByText(`Save ${inr(plan.annualSavingsInr)} a year`, { exact: true })).toBeVisible();
  }
  await expect(card(page, "Essentials").getByText("Save ₹2,398 a year")).toBeVisible();
  await expect(card(page, "Professional").locator("[data-price]")).toHaveText("₹3,999per month");

  await billing.getByRole("radio", { name: /Yearly/ }).press("ArrowLeft");
  await expect(billing.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(card(page, "Essentials").locator("[data-price]")).toHaveText("₹999per month");
  await expect(page.getByText(/^Save ₹/)).toHaveCount(0);
});

test("choosing a plan says payment integration is not built yet", async ({ page }) => {
  await page.goto("/pricing");
  const choose = card(page, "Professional").getByRole("button", { name: "Choose Professional" });
  await choose.click();
  const dialog = page.getByRole("dialog", { name: "Professional plan" });
  await expect(dialog).toContainText("Payment integration is not built yet");
  await expect(dialog.getByRole("link", { name: "Message our team" })).toHaveAttribute(
    "href",
    "https://wa.me/919876543210?text=I%20am%20curious%20to%20know%20more%20and%20interested%20to%20buy",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(choose).toBeFocused();

  await card(page, "Essentials").getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByRole("dialog", { name: "Essentials plan" })).toContainText("Payment integration is not built yet");
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("testimonials, trust figures and an FAQ that opens by keyboard", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Trusted by leaders across India" })).toBeVisible();
  await expect(page.locator("figure blockquote")).toHaveCount(3);
  const stats = page.getByRole("definition");
  await expect(stats).toHaveText(["1000+", "4.9/5", "99.9%", "30-day", "14-day"]);

  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const answer = faq.getByText("Yearly billing costs 20% less than paying monthly.", { exact: false });
  await expect(answer).toBeHidden();
  await faq.locator("summary").filter({ hasText: "How does yearly billing work?" }).focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
});

/** Each priced offer on the page: its name (the labelled card around the price) and the figure it is shown at. */
async function pricesByName(page: Page): Promise<Array<[string, string]>> {
  return page.locator("[data-price]").evaluateAll((prices) =>
    prices.map((price) => {
      const card = price.closest("[aria-labelledby], [aria-label]")!;
      const labelledBy = card.getAttribute("aria-labelledby");
      const name = labelledBy ? document.getElementById(labelledBy)!.textContent!.trim() : card.getAttribute("aria-label")!;
      const figure = /₹[\d,.]+[KL]?\+?|Free|Custom/.exec(price.textContent ?? "")?.[0] ?? "";
      return [name, figure] as [string, string];
    }),
  );
}

test("one price catalogue: no offer name is shown at two prices on the landing page, /pricing or the pitch deck", async ({ page }) => {
  const seen = new Map<string, Set<string>>();
  const record = (where: string, pairs: Array<[string, string]>) => {
    expect(pairs.length, `${where} shows prices`).toBeGreaterThan(0);
    for (const [name, figure] of pairs) seen.set(name, (seen.get(name) ?? new Set()).add(`${figure}`));
  };

  await page.goto("/simplified-dashboard");
  await expect(page.getByRole("article", { name: "Elite", exact: true })).toBeVisible();
  record("landing", await pricesByName(page));
  await page.goto("/pricing");
  await expect(card(page, "Professional")).toBeVisible();
  record("/pricing", await pricesByName(page));
  await page.goto("/pitch#slide-5");
  await expect(page.getByRole("listitem", { name: "Office Business" })).toBeVisible();
  record("pitch", await pricesByName(page));

  const twice = [...seen].filter(([, figures]) => figures.size > 1).map(([name, figures]) => `${name}: ${[...figures].join(" / ")}`);
  expect(twice).toEqual([]);
  // The concierge packages, the app subscriptions, the member plans and the office licences each have their own names.
  expect(Object.fromEntries([...seen].map(([name, figures]) => [name, [...figures][0]]))).toMatchObject({
    Starter: "₹2,000",
    Elite: "₹98,000",
    Essentials: "₹999",
    Professional: "₹4,999",
    Unlimited: "₹4,999",
    "Office Team": "₹25K",
    "Office Group": "₹2L+",
  });
});

test("the landing page and /pricing quote the same people from the same companies", async ({ page }) => {
  const whoIsWho = async () =>
    page.locator("blockquote").evaluateAll((quotes) =>
      quotes.map((quote) => {
        const card = quote.closest("li, figure")!;
        return [card.querySelector("strong")!.textContent!.trim(), card.querySelector("strong + span")!.textContent!.trim()];
      }),
    );
  await page.goto("/simplified-dashboard");
  await expect(page.getByText("Ananya Rao")).toBeVisible();
  const landing = await whoIsWho();
  await page.goto("/pricing");
  await expect(page.getByText("Ananya Rao")).toBeVisible();
  const pricing = await whoIsWho();
  expect(landing).toHaveLength(3);
  expect(pricing).toEqual(landing);
});
