import { expect, test } from "@playwright/test";
import { AdminDashboardModel, istDayFromToday, readDashboard, shownCount, shownTarget } from "./support/admin-dashboard";
import { DEMO_CLIENT, E2E_ADMIN, newClientContext, uniqueClientIp } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { graphqlAs, newContactFields, signInThroughApi, submitContactRequest, toast } from "./support/leads";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("a visitor is refused: 'Access Denied' and the admin sign-in screen", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(toast(page, "Access Denied")).toBeVisible();
  await expect(toast(page, "Please login to access admin dashboard")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the demo client is refused too, by the server as well as the page", async ({ page, context }) => {
  await signInThroughApi(context.request, DEMO_CLIENT, "CLIENT");
  const refused = await graphqlAs(context.request, "query { adminDashboard { contactSubmissions } }");
  expect(refused.codes).toEqual(["FORBIDDEN"]);
  const notAllowed = await graphqlAs(
    context.request,
    `mutation { setLaunchTarget(input: { targetCxos: 5, launchDay: "${istDayFromToday(30)}" }) { __typename } }`,
  );
  expect(notAllowed.codes).toEqual(["FORBIDDEN"]);

  await page.goto("/admin/dashboard");
  await expect(toast(page, "Access Denied")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("an admin sees the server's figures in the four summary cards and the four tabs", async ({ page, context }) => {
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  const { adminDashboard: figures, integrations } = await readDashboard(context.request);
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();

  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.figure("Target CXOs")).toHaveText(shownTarget(figures.targetCxos));
  await expect(dashboard.figure("Active Pilots")).toHaveText(shownCount(figures.activePilots));
  await expect(dashboard.figure("Contact Submissions")).toHaveText(shownCount(figures.contactSubmissions));
  await expect(dashboard.figure("Integrations")).toHaveText(shownCount(figures.integrations));

  await expect(dashboard.tabs.getByRole("tab")).toHaveText([
    "Contact Submissions",
    "Integration Status",
    "Platform Analytics",
    "Active Deployments",
  ]);
  await expect(dashboard.tab("Contact Submissions")).toHaveAttribute("aria-selected", "true");

  await dashboard.tab("Integration Status").click();
  const cards = dashboard.panel().getByRole("listitem");
  await expect(cards).toHaveCount(integrations.length);
  const statusWord: Record<string, string> = { connected: "Connected", pending: "Pending", error: "Error" };
  for (const integration of integrations) {
    const card = dashboard.panel().getByRole("listitem", { name: integration.name, exact: true });
    await expect(card.getByText(integration.description, { exact: true })).toBeVisible();
    await expect(card.getByText(statusWord[integration.status]!, { exact: true })).toBeVisible();
  }

  // Keyboard: arrow keys move between tabs.
  await dashboard.tab("Integration Status").focus();
  await page.keyboard.press("ArrowRight");
  await expect(dashboard.tab("Platform Analytics")).toBeFocused();
  await expect(dashboard.tab("Platform Analytics")).toHaveAttribute("aria-selected", "true");
  const panel = dashboard.panel();
  await expect(dashboard.figure("Total Contacts", panel)).toHaveText(shownCount(figures.contactSubmissions));
  await expect(dashboard.figure("Enterprise Inquiries", panel)).toHaveText(shownCount(figures.enterpriseInquiries));
  await expect(dashboard.figure("High Priority", panel)).toHaveText(shownCount(figures.highPriority));
  await expect(dashboard.figure("Pending Deployments", panel)).toHaveText(shownCount(figures.pendingDeployments));
  await expect(dashboard.figure("Active Pilots", panel)).toHaveText(shownCount(figures.activePilots));
  await expect(dashboard.figure("Target CXOs", panel)).toHaveText(shownTarget(figures.targetCxos));

  // The Active Deployments tab reads the same states: the same status word, and demo mode said plainly.
  await dashboard.tab("Active Deployments").click();
  for (const integration of integrations) {
    const channel = dashboard.panel().getByRole("listitem", { name: integration.name, exact: true });
    await expect(channel.getByText(statusWord[integration.status]!, { exact: true })).toBeVisible();
    await expect(channel.getByText("Demo mode", { exact: true })).toHaveCount(integration.demoMode ? 1 : 0);
  }
  const whatsapp = integrations.find((integration) => integration.name === "WhatsApp Business API")!;
  expect(whatsapp.demoMode).toBe(true);
  await expect(dashboard.panel().getByRole("listitem", { name: whatsapp.name })).toContainText(
    "Demo mode: nothing is sent until it is configured",
  );
  await expect(dashboard.panel()).not.toContainText("Ready for pilot deployments");
  await expect(dashboard.panel()).not.toContainText("Q1 2025");
});

test("an admin sets the target CXOs and launch date; the cards, the pipeline and the progress bar follow", async ({ page, context }) => {
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  const before = await readDashboard(context.request);
  const dashboard = new AdminDashboardModel(page);
  await page.goto("/admin/dashboard#deployments");
  const form = page.getByRole("form", { name: "Launch target" });
  const target = form.getByRole("spinbutton", { name: "Target CXOs" });
  const launchDate = form.getByLabel("Launch date");

  // Checked in the page with the server's own words; nothing is saved.
  await target.fill("");
  await launchDate.fill("2025-03-31");
  await form.getByRole("button", { name: "Save target" }).click();
  await expect(form.getByText("Enter a whole number of CXOs from 1 to 1,00,000", { exact: true })).toBeVisible();
  await expect(form.getByText("Choose a launch date from today onwards", { exact: true })).toBeVisible();
  await expect(target).toHaveAttribute("aria-invalid", "true");
  expect((await readDashboard(context.request)).adminDashboard.targetCxos).toBe(before.adminDashboard.targetCxos);

  const goal = before.adminDashboard.activePilots * 4 + 4;
  const day = istDayFromToday(90);
  await target.fill(String(goal));
  await launchDate.fill(day);
  await form.getByRole("button", { name: "Save target" }).click();
  await expect(page.getByRole("region", { name: /^Notification/ }).getByText("Launch target saved", { exact: true })).toBeVisible();
  await expect(form.getByText("Choose a launch date from today onwards")).toHaveCount(0);

  const percent = Math.floor((before.adminDashboard.activePilots * 100) / goal);
  await expect(dashboard.figure("Target CXOs")).toHaveText(shownCount(goal));
  await expect(dashboard.panel()).toContainText("(in 90 days)");
  const progress = dashboard.panel().getByRole("progressbar", { name: /^Launch target: .+\(in 90 days\)$/ });
  await expect(progress).toHaveAttribute("aria-valuenow", String(percent));
  await expect(dashboard.panel().getByText(`${percent}% complete`, { exact: true })).toBeVisible();
  await expect(dashboard.panel()).toContainText(
    `${shownCount(before.adminDashboard.activePilots)} of ${shownCount(goal)} target CXOs running a pilot`,
  );

  // Stored by the server: a fresh load shows it, and the form starts from it.
  const after = await readDashboard(context.request);
  expect(after.adminDashboard).toMatchObject({ targetCxos: goal, launchDay: day, launchProgressPercent: percent });
  await page.reload();
  await expect(dashboard.figure("Target CXOs")).toHaveText(shownCount(goal));
  await dashboard.tab("Platform Analytics").click();
  await expect(dashboard.figure("Target CXOs", dashboard.panel())).toHaveText(shownCount(goal));
  await dashboard.tab("Active Deployments").click();
  await expect(page.getByRole("spinbutton", { name: "Target CXOs" })).toHaveValue(String(goal));
  await expect(page.getByLabel("Launch date")).toHaveValue(day);
});

test("submissions are listed newest first with every detail, as text, and times in IST", async ({ page, context, request }) => {
  const older = newContactFields({ planInterest: "Pro", urgency: "Low" });
  const newer = newContactFields({
    name: `<img src=x onerror="window.__xss=1"> Vikram ${Date.now()}`,
    company: "Mehta & Sons <b>Pvt</b> Ltd",
    planInterest: "Elite",
    urgency: "Critical",
  });
  await submitContactRequest(request, older);
  const receipt = await submitContactRequest(request, newer);

  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(dashboard.rows.first()).toContainText(newer.name);
  await expect(dashboard.rows.nth(1)).toContainText(older.name);

  const row = dashboard.row(newer.name);
  await expect(row.getByRole("cell").nth(0)).toContainText(newer.title);
  await expect(row.getByRole("cell").nth(1)).toHaveText(newer.company);
  await expect(row.getByRole("cell").nth(2)).toHaveText("Elite");
  await expect(row.getByRole("cell").nth(3)).toHaveText("CriticalThis week");
  await expect(row.getByRole("link", { name: newer.email })).toHaveAttribute("href", `mailto:${newer.email}`);
  await expect(row.getByRole("link", { name: newer.phone })).toHaveAttribute("href", `tel:${newer.phone.replace(/ /g, "")}`);
  const submitted = row.locator("time");
  await expect(submitted).toHaveAttribute("datetime", receipt.submittedAt);
  const expected = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(receipt.submittedAt));
  await expect(submitted).toHaveText(`${expected} IST`);

  await row.getByText("Message", { exact: true }).click();
  await expect(row.getByText(newer.message, { exact: true })).toBeVisible();

  // Markup typed into the form is shown as text, never run or rendered.
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(dashboard.table.locator("img, b")).toHaveCount(0);
});

test("'Load more' pages through the submissions, 20 at a time", async ({ page, context, request }) => {
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  let { contactSubmissions } = await readDashboard(context.request);
  for (let index = contactSubmissions.totalCount; index < 23; index++) await submitContactRequest(request, newContactFields());
  ({ contactSubmissions } = await readDashboard(context.request));

  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(dashboard.rows).toHaveCount(20);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(dashboard.rows).toHaveCount(Math.min(contactSubmissions.totalCount, 40));
  if (contactSubmissions.totalCount <= 40) await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("Logout ends the session on the server and sends the admin to sign in", async ({ page, context }) => {
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  const sessionCookies = await context.cookies();
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(dashboard.heading).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Logged Out")).toBeVisible();
  await expect(toast(page, "Successfully logged out of admin panel")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto("/admin/dashboard");
  await expect(toast(page, "Access Denied")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The old session token is dead, even if someone kept a copy of the cookie.
  await context.addCookies(sessionCookies);
  const refused = await graphqlAs(context.request, "query { adminDashboard { contactSubmissions } }");
  expect(refused.codes).toEqual(["UNAUTHENTICATED"]);
});

test("prospects trying the demo are not active pilots; the Target CXOs caption is about the target", async ({ browser, page, context }) => {
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  const before = (await readDashboard(context.request)).adminDashboard;
  // Two browsers try the demo: each gets its own sandbox account.
  for (let browsers = 0; browsers < 2; browsers += 1) {
    const prospect = await newClientContext(browser);
    await signInAsDemoClient(await prospect.newPage());
    await prospect.close();
  }
  const after = (await readDashboard(context.request)).adminDashboard;
  expect(after.activePilots).toBe(before.activePilots);

  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(dashboard.figure("Active Pilots")).toHaveText(shownCount(before.activePilots));
  const caption = page.locator("dl[aria-label='Summary'] dd").filter({ hasText: /pilots? to go|Target reached|Set one under/ });
  await expect(caption).toHaveCount(1);
  await expect(page.locator("dl[aria-label='Summary']")).not.toContainText("executives reached");
});
