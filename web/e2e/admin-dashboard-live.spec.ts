import { expect, test, type WebSocketRoute } from "@playwright/test";
import { AdminDashboardModel, figureValue, shownCount } from "./support/admin-dashboard";
import { waitForSubscription } from "./support/live-subscription";
import { E2E_ADMIN, newClientContext } from "./support/accounts";
import { createRule, deleteRule } from "./support/automation-api";
import { newContactFields, signInThroughApi, submitContactRequest, toast } from "./support/leads";
import { gql, uniqueTag } from "./support/ops-api";

test("a visitor's request appears at the top of the admin's table and the counts rise, without a reload", async ({ browser }) => {
  const adminContext = await newClientContext(browser);
  const visitorContext = await newClientContext(browser);
  await signInThroughApi(adminContext.request, E2E_ADMIN, "ADMIN");
  const page = await adminContext.newPage();
  const subscribed = waitForSubscription(page, "useContactSubmittedSubscription");
  let documentLoads = 0;
  page.on("load", () => documentLoads++);

  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.liveIndicator).toHaveText("Live");
  await subscribed;
  const before = await figureValue(dashboard.figure("Contact Submissions"));

  // The visitor sends a deployment request from another browser, through the public route.
  const fields = newContactFields({ urgency: "Critical", planInterest: "Enterprise" });
  const response = await visitorContext.request.post("/api/contact", { data: fields });
  expect(response.status()).toBe(201);

  const top = dashboard.rows.first();
  await expect(top.getByText(fields.name, { exact: true })).toBeVisible();
  await expect(top.getByRole("cell").nth(1)).toHaveText(fields.company);
  await expect(top.getByText("New", { exact: true })).toBeVisible();
  await expect(dashboard.figure("Contact Submissions")).toHaveText(shownCount(before + 1));
  await expect(toast(page, "New deployment request")).toBeVisible();

  await dashboard.tab("Platform Analytics").click();
  await expect(dashboard.figure("Total Contacts", dashboard.panel())).toHaveText(shownCount(before + 1));
  expect(documentLoads).toBe(1);

  await adminContext.close();
  await visitorContext.close();
});

test("after the live connection drops and returns, requests sent meanwhile are shown", async ({ browser, request }) => {
  const adminContext = await newClientContext(browser);
  await signInThroughApi(adminContext.request, E2E_ADMIN, "ADMIN");
  const page = await adminContext.newPage();
  let networkDown = false;
  const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (networkDown) {
      void socket.close({ code: 1001, reason: "e2e: network down" });
      return;
    }
    open.push({ page: socket, server: socket.connectToServer() });
  });

  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();
  await expect(dashboard.liveIndicator).toHaveText("Live");
  const before = await figureValue(dashboard.figure("Contact Submissions"));

  networkDown = true;
  for (const { page: pageSide, server } of open.splice(0)) {
    await server.close();
    await pageSide.close({ code: 1001, reason: "e2e: network down" });
  }
  await expect(dashboard.liveIndicator).toHaveText("Live updates paused — reconnecting…");

  // A request the page cannot hear about while its socket is down.
  const missed = newContactFields();
  await submitContactRequest(request, missed);
  await expect(dashboard.figure("Contact Submissions")).toHaveText(shownCount(before));

  networkDown = false;
  await expect(dashboard.liveIndicator).toHaveText("Live", { timeout: 20_000 });
  await expect(dashboard.rows.first().getByText(missed.name, { exact: true })).toBeVisible();
  await expect(dashboard.figure("Contact Submissions")).toHaveText(shownCount(before + 1));
  await adminContext.close();
});

test("a rule that notifies the admin dashboard shows up live: a toast and the top of the list, which the admin marks read", async ({
  browser,
}) => {
  const adminContext = await newClientContext(browser);
  await signInThroughApi(adminContext.request, E2E_ADMIN, "ADMIN");
  const page = await adminContext.newPage();
  const subscribed = waitForSubscription(page, "useAdminNotificationsSubscription");
  const tag = uniqueTag();
  const id = `notify-${tag}`;
  await createRule(adminContext.request, {
    id,
    name: `Escalate ${tag}`,
    description: "Tells the admins",
    trigger: "keyword",
    conditions: { keywords: [`escalate${tag}`] },
    actions: [{ type: "notify_admin", text: "Escalation: {{message}}" }],
  });
  try {
    const dashboard = new AdminDashboardModel(page);
    await dashboard.goto();
    const panel = page.getByRole("region", { name: "Admin notifications", exact: true });
    await expect(panel).toBeVisible();
    await subscribed;
    const unreadBefore = Number((await panel.getByText(/^\d+ unread$/).innerText()).match(/\d+/)![0]);

    // A client's WhatsApp message sets the rule off; the admin's open page is told at once.
    const text = `escalate${tag}: the board wants the numbers today`;
    await gql(adminContext.request, `mutation ($input: SimulateWhatsAppInput!) { simulateWhatsAppMessage(input: $input) { __typename } }`, {
      input: { from: `9197${Date.now().toString().slice(-8)}`, name: "Board member", text },
    });
    await expect(toast(page, `Rule “Escalate ${tag}”`)).toBeVisible({ timeout: 20_000 });
    const item = panel.getByRole("list", { name: "Notifications, newest first" }).getByRole("listitem").first();
    await expect(item).toContainText(`Escalation: ${text}`);
    await expect(item).toContainText(`Rule “Escalate ${tag}”`);
    await expect(item.getByText("Unread", { exact: true })).toBeVisible();
    await expect(panel.getByText(`${unreadBefore + 1} unread`)).toBeVisible();

    await item.getByRole("button", { name: /^Mark as read/ }).click();
    await expect(item.getByText("Unread", { exact: true })).toHaveCount(0);
    await expect(panel.getByText(`${unreadBefore} unread`)).toBeVisible();
  } finally {
    await deleteRule(adminContext.request, id);
    await adminContext.close();
  }
});
