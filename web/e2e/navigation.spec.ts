import { expect, test, type Browser } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, newClientContext } from "./support/accounts";
import { readSiteConfig, stubWhatsApp } from "./support/landing-page";
import { NavigationDialogModel } from "./support/navigation-dialog";
import { ensureFirstRound } from "./support/platform-api";

async function signedInPage(browser: Browser, account: { email: string; password: string }, accountType: "CLIENT" | "ADMIN") {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/login", {
    data: { username: account.email, password: account.password, accountType },
  });
  expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
  return page;
}

test("the 'Ria' breadcrumb item opens the dialog; Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await expect(nav.opener).toHaveAttribute("aria-haspopup", "dialog");
  await nav.opener.focus();
  await page.keyboard.press("Enter");
  await expect(nav.dialog).toBeVisible();
  await expect(nav.section("Quick access")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.dialog).toBeHidden();
  await expect(nav.opener).toBeFocused();
});

test("quick access goes to each area; no admin credential is shown anywhere", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  const quick = nav.section("Quick access");
  const links: Record<string, string> = {
    "Admin Portal": "/admin/dashboard",
    "Pitch Deck": "/pitch",
    "RIA Assistant": "/ria-assistant",
    "Client Login": "/client/login",
  };
  for (const [name, href] of Object.entries(links)) await expect(quick.getByRole("link", { name })).toHaveAttribute("href", href);
  await expect(nav.dialog).not.toContainText(E2E_ADMIN.email);
  await expect(nav.dialog).not.toContainText(E2E_ADMIN.password);
  // The sandbox client's details may be shown: it is public on purpose.
  await expect(nav.section("Platform settings")).toContainText(DEMO_CLIENT.email);

  await quick.getByRole("link", { name: "Pitch Deck" }).click();
  await expect(page).toHaveURL(/\/pitch$/);
  await expect(nav.dialog).toBeHidden();
});

test("Login as Demo Client prefills the client login through the router; Login as Admin prefills nothing", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  await nav.section("Quick access").getByRole("button", { name: "Login as Demo Client" }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({ prefill: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password } });
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  await page.goto("/simplified-dashboard");
  await nav.open();
  await nav.section("Quick access").getByRole("button", { name: "Login as Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
});

test("the category filter shows all twelve workflows, or those of one category", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  const titles = [
    "Business Intelligence",
    "Communication Hub",
    "Schedule Command",
    "Strategic Planning",
    "Performance Metrics",
    "Priority Actions",
    "Global Operations",
    "Leadership Center",
    "System Integrations",
    "Executive Briefings",
    "Portfolio Management",
    "24/7 Response Center",
  ];
  await expect(nav.category("All Categories")).toHaveAttribute("aria-pressed", "true");
  await expect(nav.category("All Categories")).toHaveText("All Categories12");
  await expect(nav.workflows).toHaveCount(12);
  for (const title of titles) await expect(nav.workflow(title)).toBeVisible();

  const counts: Record<string, number> = {};
  for (const category of ["Intelligence", "Communication", "Planning", "Operations"]) {
    await nav.category(category).click();
    await expect(nav.category(category)).toHaveAttribute("aria-pressed", "true");
    await expect(nav.category("All Categories")).toHaveAttribute("aria-pressed", "false");
    counts[category] = await nav.workflows.count();
    await expect(nav.dialog.getByText(`Showing ${counts[category]} workflows`)).toBeVisible();
    // Each toggle shows how many workflows it holds.
    await expect(nav.category(category)).toHaveText(`${category}${counts[category]}`);
  }
  expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(12);
  await nav.category("Intelligence").click();
  await expect(nav.workflow("Business Intelligence")).toBeVisible();
  await expect(nav.workflow("Communication Hub")).toHaveCount(0);
  await nav.category("All Categories").click();
  await expect(nav.workflows).toHaveCount(12);
});

test("a visitor opening a workflow is asked to log in: OK goes to the client login", async ({ page }) => {
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  await nav.workflow("Business Intelligence").click();
  await expect(nav.loginRequired).toBeVisible();
  await expect(nav.loginRequired).toContainText("Please log in to open Business Intelligence.");
  await nav.loginRequired.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(nav.loginRequired).toBeHidden();
});

test("a visitor who cancels the login prompt goes to /", async ({ page }) => {
  await page.goto("/status");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  await nav.workflow("Leadership Center").click();
  await nav.loginRequired.getByRole("button", { name: "Cancel" }).click();
  // / redirects to the landing page.
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
  await expect(nav.dialog).toBeHidden();
});

test("a signed-in client goes straight to each workflow's page", async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_CLIENT, "CLIENT");
  const nav = new NavigationDialogModel(page);
  // System Integrations is the admin dashboard: a client is let through to it, and its gate then sends them to the
  // admin sign-in (the address passes through /admin/dashboard too quickly to be seen on a busy machine).
  const expected: Array<[string, RegExp]> = [
    ["Business Intelligence", /\/analytics$/],
    ["Communication Hub", /\/client\/dashboard$/],
    ["System Integrations", /\/admin\/login$/],
  ];
  for (const [title, url] of expected) {
    await page.goto("/status");
    await nav.open();
    await nav.workflow(title).click();
    await expect(page).toHaveURL(url);
    await expect(nav.loginRequired).toHaveCount(0);
  }
  await page.context().close();
});

test("a signed-in admin goes straight to the admin dashboard for leadership", async ({ browser }) => {
  const page = await signedInPage(browser, E2E_ADMIN, "ADMIN");
  await page.goto("/status");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  await nav.workflow("Leadership Center").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().close();
});

test("Platform Navigation marks the current route 'Currently Active' and links the others", async ({ page }) => {
  const { overall } = await ensureFirstRound(page.request);
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  const panel = nav.section("Platform navigation");
  const headline = {
    healthy: "All Systems Active",
    warning: "Some Systems Degraded",
    error: "Some Systems Down",
    unknown: "Status Not Checked Yet",
  };
  await expect(panel.getByText(headline[overall])).toBeVisible();
  for (const group of ["Main Platform", "Authentication", "Testing & Development"]) {
    await expect(panel.getByRole("heading", { name: group, exact: true })).toBeVisible();
  }
  await expect(panel.getByRole("button", { name: "Currently Active" })).toHaveCount(1);
  await expect(nav.routeCard("Executive Dashboard").getByRole("button", { name: "Currently Active" })).toBeDisabled();
  await expect(nav.routeCard("Executive Dashboard").getByText(/^(active|degraded|down)$/)).toBeVisible();
  await expect(nav.routeCard("Platform Status").getByRole("link", { name: "Open Platform Status" })).toHaveAttribute("href", "/status");

  await nav.routeCard("Platform Status").getByRole("link", { name: "Open Platform Status" }).click();
  await expect(page).toHaveURL(/\/status$/);
  // The address changes as the navigation commits; the new page's breadcrumb is the one to open.
  await expect(page.getByRole("heading", { level: 1, name: "Platform Status" })).toBeVisible();
  await nav.open();
  await expect(nav.routeCard("Platform Status").getByRole("button", { name: "Currently Active" })).toBeDisabled();
  await expect(nav.routeCard("Executive Dashboard").getByRole("link", { name: "Open Executive Dashboard" })).toBeVisible();
});

test("platform settings: Support opens WhatsApp, Contact opens the contact dialog, Analytics goes to /analytics", async ({ browser }) => {
  const context = await newClientContext(browser);
  await stubWhatsApp(context);
  const page = await context.newPage();
  const config = await readSiteConfig(page.request);
  await page.goto("/simplified-dashboard");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  const settings = nav.section("Platform settings");
  await expect(settings).toContainText("PostgreSQL");
  await expect(settings).toContainText("Auto-redirect enabled");

  const tab = context.waitForEvent("page");
  await settings.getByRole("button", { name: "Support" }).click();
  const chat = await tab;
  expect(chat.url()).toBe(`https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent("Hi! I need platform support.")}`);
  await chat.close();

  await settings.getByRole("button", { name: "Contact" }).click();
  const contact = page.getByRole("dialog", { name: "Contact Ria" });
  await expect(contact).toBeVisible();
  await contact.getByRole("button", { name: "Cancel" }).click();
  await expect(contact).toBeHidden();
  await expect(nav.dialog).toBeVisible();

  await settings.getByRole("button", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await context.close();
});

test("Reset asks first, then clears browser storage, signs out and goes to /", async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_CLIENT, "CLIENT");
  await page.goto("/status");
  await page.evaluate(() => {
    localStorage.setItem("clientToken", "stale");
    sessionStorage.setItem("draft", "x");
  });
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  const nav = new NavigationDialogModel(page);
  await nav.open();
  // Reset asks first; keeping the session changes nothing.
  const settings = nav.section("Platform settings");
  await settings.getByRole("button", { name: "Reset" }).click();
  await expect(settings.getByRole("alert")).toContainText("Reset signs you out and clears everything this browser saved");
  await settings.getByRole("button", { name: "Keep my session" }).click();
  await expect(settings.getByRole("alert")).toHaveCount(0);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem("clientToken"))).toBe("stale");
  await settings.getByRole("button", { name: "Reset" }).click();
  await settings.getByRole("button", { name: "Yes, reset" }).click();
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  // Signed out for real: a workflow now asks to log in.
  await nav.open();
  await nav.workflow("Communication Hub").click();
  await expect(nav.loginRequired).toBeVisible();
  await page.context().close();
});
