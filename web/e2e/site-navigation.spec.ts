import { expect, test, type Page } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, newClientContext } from "./support/accounts";
import { NavigationDialogModel } from "./support/navigation-dialog";
import { signIn } from "./support/ops-api";
import { ensureFirstRound } from "./support/platform-api";

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });

test("/dashboard sends a visitor to /login, a client to their dashboard and an admin to theirs", async ({ browser }) => {
  const visitor = await newClientContext(browser);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/dashboard");
  await expect(visitorPage).toHaveURL(/\/login$/);
  await visitor.close();

  for (const [account, type, path] of [
    [DEMO_CLIENT, "CLIENT", "/client/dashboard"],
    [E2E_ADMIN, "ADMIN", "/admin/dashboard"],
  ] as const) {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page.request, account, type);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await context.close();
  }
});

test("a visitor sees 'Sign in' in the header; it leads to the sign-in screen", async ({ page }) => {
  await page.goto("/pricing");
  await expect(header(page).getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await header(page).getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a client sees their own navigation and signs out from the header", async ({ browser }) => {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/pricing");
  const links = mainNav(page).getByRole("link");
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/client/dashboard");
  await expect(links).toHaveText(["Home", "Status", "Dashboard", "Assistant", "Scheduler", "Rewards", "Account"]);
  await expect(header(page).getByRole("link", { name: "Sign in" })).toHaveCount(0);

  await mainNav(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test("an admin also gets rules, integrations and analytics, on one line at 1440 px with one current page", async ({ browser }) => {
  const context = await newClientContext(browser, { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/status");
  await expect(mainNav(page).getByRole("link")).toHaveText([
    "Home",
    "Status",
    "Dashboard",
    "Assistant",
    "Scheduler",
    "Rewards",
    "Rules",
    "Integrations",
    "Analytics",
    "Account",
  ]);
  await mainNav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("tab", { name: "Contact Submissions" })).toHaveAttribute("aria-selected", "true");
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  // Every link and "Sign out" sit on one line: nothing wraps at 1440 px.
  const tops = await mainNav(page)
    .locator("a, button")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await mainNav(page).getByRole("link", { name: "Rules" }).click();
  await expect(page).toHaveURL(/\/automation-rules$/);
  await context.close();
});

test("Platform Navigation shows each screen's state from the live health checks", async ({ page }) => {
  const snapshot = await ensureFirstRound(page.request);
  // The browser gets the real snapshot with one check turned to error: only the screens that need it turn "down".
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("PlatformNavigationQuery")) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const services = body.data.platformHealthSummary.services as Array<{ service: string; status: string }>;
    for (const service of services) if (service.service === "api-ria-chat") service.status = "error";
    await route.fulfill({ response, json: body });
  });
  await page.goto("/pricing");
  const nav = new NavigationDialogModel(page);
  await nav.open();
  const others = snapshot.services.filter((service) => service.service !== "api-ria-chat");
  const allOthersHealthy = others.every((service) => service.status === "healthy");
  await expect(nav.routeCard("RIA Assistant").getByText("down", { exact: true })).toBeVisible();
  if (allOthersHealthy) await expect(nav.routeCard("Pricing").getByText("active", { exact: true })).toBeVisible();
  await expect(nav.routeCard("Platform Test").getByText("down", { exact: true })).toBeVisible();
  await expect(nav.section("Platform navigation").locator("[data-overall]")).toHaveAttribute("data-overall", snapshot.overall);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("'Sign in' stays in the bar and a signed-in person's links fold into the menu", async ({ browser }) => {
    const context = await newClientContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/status");
    await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await signIn(page.request, DEMO_CLIENT, "CLIENT");
    await page.goto("/status");
    await expect(mainNav(page)).toBeHidden();
    await header(page).getByRole("button", { name: "Menu" }).tap();
    await mainNav(page).getByRole("link", { name: "Scheduler" }).tap();
    await expect(page).toHaveURL(/\/ai-scheduler$/);
    await expect(mainNav(page)).toBeHidden();
    await context.close();
  });
});
