import { expect, test } from "@playwright/test";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { readDashboardFacts, signInAsDemoClient, toast } from "./support/client-dashboard";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

const INTEGRATION_WORDS: Record<string, string> = { connected: "Connected", pending: "Pending", error: "Error" };

test("a visitor is turned away to the client sign-in", async ({ page }) => {
  await page.goto("/client/dashboard");
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(toast(page, "Access Denied")).toBeVisible();
  await expect(toast(page, "Please login to access client dashboard")).toBeVisible();
});

test("an administrator is not a client: turned away too", async ({ page }) => {
  await page.request.post("/api/auth/login", { data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password, accountType: "ADMIN" } });
  await page.goto("/client/dashboard");
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(toast(page, "Access Denied")).toBeVisible();
});

test("the demo client sees their profile, plan, real usage, features and integrations", async ({ page }) => {
  await signInAsDemoClient(page);
  const facts = await readDashboardFacts(page);
  await page.goto("/client/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Client Dashboard" })).toBeVisible();

  const profile = page.getByRole("region", { name: "Your profile" });
  await expect(profile).toContainText(facts.viewer.name);
  await expect(profile).toContainText(facts.viewer.client.company);
  // The browser's demo sandbox has an internal address: the prospect sees what it is instead.
  expect(facts.viewer.email).toMatch(/^sandbox-.+@demo\.ria\.example$/);
  await expect(profile).not.toContainText("@demo.ria.example");
  await expect(profile).toContainText("Your own demo: removed after 7 days unused");
  expect(facts.viewer.client.status).toBe("active");
  await expect(profile.locator('[data-client-status="active"]')).toHaveText("Active");
  await expect(profile.getByText(`${facts.viewer.client.plan.displayName} plan`)).toBeVisible();

  const plan = page.getByRole("region", { name: "Plan overview" });
  await expect(plan.getByText(`Welcome, ${facts.viewer.name}`)).toBeVisible();
  await expect(plan.getByText("Demo plan", { exact: true })).toBeVisible();
  const { usage } = facts.chat;
  const responses = plan.getByRole("meter", { name: "Daily responses" });
  await expect(responses).toHaveAttribute("aria-valuenow", String(usage.dailyResponsesUsed));
  await expect(responses).toHaveAttribute("aria-valuemax", String(usage.dailyResponsesLimit));
  await expect(plan.getByText(`${usage.dailyResponsesUsed} of ${usage.dailyResponsesLimit}`, { exact: true })).toBeVisible();
  await expect(plan.getByRole("meter", { name: "Monthly tasks" })).toHaveAttribute("aria-valuenow", String(usage.monthlyTasksUsed));
  await expect(plan.getByRole("list", { name: "Included in your plan" }).getByRole("listitem")).toHaveText(
    facts.viewer.client.availableFeatures.map((feature) => feature.name),
  );
  // The demo already has every monthly feature, so its next plan is Unlimited (the elite plan): four of its features and its price.
  expect(facts.viewer.client.plan.upgradeTo).toEqual({ displayName: "Unlimited", priceInr: 4999, billing: "lifetime" });
  const locked = plan.getByRole("list", { name: "Unlock with Unlimited" });
  await expect(locked.getByRole("listitem")).toHaveText(["Voice Automation", "Smart Email Drafts", "CRM Integration", "Team Delegation"]);
  await expect(locked.getByRole("listitem")).toHaveText(facts.viewer.client.lockedFeatures.map((feature) => feature.name));
  await expect(plan.getByText("₹4,999 lifetime", { exact: true })).toBeVisible();
  await expect(plan.getByRole("figure", { name: "A message from Ria" })).toContainText("Your morning brief arrives at 8:00 am IST.");
  // The sandbox goes after 7 idle days: the dashboard says when.
  await expect(plan.getByRole("alert")).toContainText("Your Demo plan ends in 7 days. It ends on");

  const integrations = page.getByRole("region", { name: "Integrations", exact: true });
  await expect(integrations.getByRole("listitem")).toHaveCount(facts.integrations.length);
  for (const integration of facts.integrations) {
    const item = integrations.getByRole("listitem", { name: integration.name });
    if (integration.name === "Google Calendar") {
      // The calendar is the client's own: a new sandbox has none connected yet, and is shown the way to connect one.
      await expect(item).toContainText("Not connected");
      await expect(item.getByRole("link", { name: "Connect your calendar" })).toHaveAttribute("href", "/integrations");
      continue;
    }
    await expect(item).toContainText(INTEGRATION_WORDS[integration.status]!);
  }
});

test("quick links are grouped by category and open in a new tab", async ({ page }) => {
  await signInAsDemoClient(page);
  const facts = await readDashboardFacts(page);
  await page.goto("/client/dashboard");
  const links = page.getByRole("region", { name: "Quick links" });
  const groups = {
    demo: "Demo & Training",
    integration: "API Integrations",
    support: "Support & Help",
    resources: "Resources & Documentation",
  };
  for (const [category, title] of Object.entries(groups)) {
    const group = links.getByRole("region", { name: title });
    await expect(group.getByRole("heading", { name: title })).toBeVisible();
    const expected = facts.quickLinks.filter((link) => link.category === category);
    await expect(group.getByRole("link")).toHaveCount(expected.length);
    for (const link of expected) {
      const anchor = group.getByRole("link", { name: new RegExp(`^${link.title}`) });
      await expect(anchor).toHaveAttribute("href", link.url);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", /noopener/);
    }
  }
});

test("the workflow center's buttons describe their context; the emergency card links out", async ({ page }) => {
  await signInAsDemoClient(page);
  await page.goto("/client/dashboard");
  const center = page.getByRole("region", { name: "Executive Workflow Center" });
  await expect(center.getByRole("button")).toHaveText([
    "Business Intelligence",
    "Communication Hub",
    "Schedule Command",
    "Strategic Planning",
    "Performance Metrics",
    "Priority Actions",
  ]);
  const button = center.getByRole("button", { name: "Schedule Command" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Schedule Command" });
  await expect(dialog).toContainText("Schedule Command context:");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  const emergency = page.getByRole("region", { name: "Emergency contact" });
  await expect(emergency.getByRole("link", { name: /Hotline/ })).toHaveAttribute("href", "tel:+919876543210");
  await expect(emergency.getByRole("link", { name: /24\/7 WhatsApp support/ })).toHaveAttribute(
    "href",
    "https://wa.me/919876543210?text=Hi!%20I%20need%20platform%20support.",
  );
  await expect(emergency.getByRole("link", { name: /FaceTime support/ })).toHaveAttribute("href", "facetime:+919876543210");
});

test("the upgrade modal offers Maybe Later and Upgrade Now, which lands on the plan it names on /pricing", async ({ page }) => {
  await signInAsDemoClient(page);
  const facts = await readDashboardFacts(page);
  expect(facts.viewer.client.plan.upgradeToId).toBe("elite");
  await page.goto("/client/dashboard");

  const upgrade = page.getByRole("button", { name: "Upgrade plan" });
  await upgrade.click();
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog).toContainText(facts.viewer.client.plan.upgradeText);
  await expect(dialog.getByText("Unlimited: ₹4,999 lifetime", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  await upgrade.click();
  await page.getByRole("dialog", { name: "Upgrade your plan" }).getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/pricing#plan-elite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your executive partner" })).toBeVisible();
  const offered = page.getByRole("listitem", { name: "Unlimited", exact: true });
  await expect(offered).toBeInViewport();
  await expect(offered.locator("[data-price]")).toHaveText("₹4,999 lifetime");
  await expect(offered.getByRole("button", { name: "Choose Unlimited" })).toBeVisible();
});

test("a plan ending within 7 days is flagged", async ({ page }) => {
  await signInAsDemoClient(page);
  const ends = new Date(Date.now() + 3 * 86_400_000 - 60_000).toISOString();
  // A sandbox ends 7 days after its last use: answer the page's query as the api would for a demo ending in 3 days.
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("ClientDashboardPageQuery")) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    body.data.viewer.client.demoExpiresAt = ends;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/client/dashboard");
  const warning = page.getByRole("region", { name: "Plan overview" }).getByRole("alert");
  await expect(warning).toContainText("Your Demo plan ends in 3 days.");
  await expect(warning.locator("time")).toHaveAttribute("datetime", ends);
});

test("logout ends the session and goes to the client sign-in", async ({ page }) => {
  await signInAsDemoClient(page);
  await page.goto("/client/dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(toast(page, "Logged Out")).toBeVisible();

  const viewer = await page.request.post("/graphql", { data: { query: "{ viewer { id } }" } });
  expect((await viewer.json()).data.viewer).toBeNull();
  await page.goto("/client/dashboard");
  await expect(page).toHaveURL(/\/client\/login$/);
});

test("the client copies a private calendar address that serves their meetings, and a reset ends the old one", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsDemoClient(page);
  const booked = await page.request.post("/api/ria/chat", { data: { message: "Book a meeting with Lalitha Iyer tomorrow at 4 pm" } });
  expect(booked.ok()).toBe(true);
  await page.goto("/client/dashboard");

  const card = page.getByRole("region", { name: "Your calendar feed" });
  const address = card.getByLabel("Private calendar address");
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await card.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Link copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  const feed = await page.request.get(copied);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = await feed.text();
  expect(calendar).toMatch(/^SUMMARY:.*Lalitha Iyer/m);
  expect(calendar).toMatch(/^DTSTART;TZID=Asia\/Kolkata:\d{8}T160000/m);

  await card.getByRole("button", { name: "Reset link" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset the calendar link?" });
  await dialog.getByRole("button", { name: "Reset link" }).click();
  await expect(toast(page, "Link reset")).toBeVisible();
  await expect(address).not.toHaveValue(copied);
  expect((await page.request.get(copied)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
});

test("a reminder for tomorrow is listed as a reminder on the client dashboard, never as completed", async ({ page }) => {
  await signInAsDemoClient(page);
  const reply = await page.request.post("/api/ria/chat", { data: { message: "Remind me tomorrow at 10am to call Priya" } });
  expect(reply.ok()).toBe(true);
  await page.goto("/client/dashboard");
  const schedule = page.getByRole("list", { name: "Your schedule" });
  const reminder = schedule.getByRole("listitem").filter({ hasText: /call Priya/i });
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText("Reminder");
  await expect(reminder).not.toContainText(/Completed|Done/);
  await expect(page.getByText("Completed", { exact: true })).toHaveCount(0);
});
