import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { expectNoSidewaysScroll, gql, signIn } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

interface IntegrationState {
  name: string;
  status: "connected" | "pending" | "error";
  lastSyncAt: string | null;
  demoMode: boolean;
  configuration: Array<{ label: string; value: string }>;
}

const STATUS_WORD = { connected: "Connected", pending: "Pending", error: "Error" } as const;
const IST = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

async function readIntegrations(request: Parameters<typeof gql>[0]): Promise<IntegrationState[]> {
  const { integrations } = await gql<{ integrations: IntegrationState[] }>(
    request,
    "{ integrations { name status lastSyncAt demoMode configuration { label value } } }",
  );
  return integrations;
}

test("visitors get 'Admin Access Required', clients only their own calendar; the api keeps configuration and the outbox to admins", async ({
  page,
}) => {
  await page.goto("/integrations");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in as admin" })).toHaveAttribute("href", "/admin/login");
  await expect(page.getByRole("button", { name: /Start Integration|Reconfigure/ })).toHaveCount(0);

  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  const refused = await page.request.post("/graphql", {
    data: { query: "{ outbox { edges { node { id } } } integrations { configuration { value } } }" },
  });
  const codes = ((await refused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors.map(
    (error) => error.extensions.code,
  );
  expect(codes).toContain("FORBIDDEN");
  await page.goto("/integrations");
  await expect(page.getByRole("region", { name: "Your calendar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toHaveCount(0);
  await expect(page.getByText("WhatsApp Business API", { exact: true })).toHaveCount(0);
});

test("an admin sees each integration's real status, last sync, configuration and the right button; demo banner and webhook path", async ({
  page,
}) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  const integrations = await readIntegrations(page.request);
  expect(integrations.map((integration) => integration.name)).toEqual(["WhatsApp Business API", "Gmail", "Google Calendar"]);
  await page.goto("/integrations");

  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Automation Rules" })).toHaveAttribute("href", "/automation-rules");
  await expect(page.getByText("Admin Access Required", { exact: true })).toBeVisible();

  const cards = page.getByRole("list", { name: "Integrations" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const integration of integrations) {
    const card = page.getByRole("listitem", { name: integration.name, exact: true });
    await expect(card.getByText(STATUS_WORD[integration.status], { exact: true })).toBeVisible();
    const lastSync = integration.lastSyncAt ? `${IST.format(new Date(integration.lastSyncAt))} IST` : "Never";
    await expect(card.getByRole("definition").first()).toHaveText(lastSync);
    for (const item of integration.configuration) {
      await expect(card.getByRole("term").filter({ hasText: new RegExp(`^${item.label}$`) })).toBeVisible();
      await expect(card.getByRole("definition").filter({ hasText: item.value }).first()).toBeVisible();
    }
    const button =
      integration.status === "connected"
        ? card.getByRole("button", { name: `Reconfigure ${integration.name}` })
        : card.getByRole("button", { name: `Start Integration: ${integration.name}` });
    await expect(button).toBeVisible();
  }

  const inDemo = integrations.filter((integration) => integration.demoMode);
  if (inDemo.length > 0) {
    const banner = page.getByRole("note", { name: "Demo mode" });
    await expect(banner).toBeVisible();
    for (const integration of inDemo) await expect(banner).toContainText(integration.name);
  }
  await expect(page.getByText("/api/whatsapp/webhook", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "System status" })).toContainText(
    `${integrations.filter((i) => i.status === "connected").length} of 3`,
  );
});

test("'Start Integration' shows 'Setting up' for a moment, then says how it is really connected, promising no email", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  const before = await readIntegrations(page.request);
  const pending = before.find((integration) => integration.status !== "connected");
  // The e2e server has no WhatsApp credentials, so WhatsApp is always pending (demo mode) here.
  expect(pending, "an integration that is not connected").toBeDefined();
  await page.goto("/integrations");
  const card = page.getByRole("listitem", { name: pending!.name, exact: true });
  await card.getByRole("button", { name: `Start Integration: ${pending!.name}` }).click();
  await expect(card.getByRole("button", { name: "Setting up" })).toHaveAttribute("aria-disabled", "true");

  const alert = page.getByRole("dialog", { name: `Connecting ${pending!.name}` });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`No email is sent: ${pending!.name} is connected with the server's own settings, not from this page.`);
  await expect(alert).toContainText("restarts Ria; the card then shows it as connected.");
  await expect(alert).not.toContainText("check your email");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Start Integration: ${pending!.name}` })).toBeFocused();
  await expect(card.getByText(STATUS_WORD[pending!.status], { exact: true })).toBeVisible();
  expect((await readIntegrations(page.request)).find((integration) => integration.name === pending!.name)?.status).toBe(pending!.status);
});

test("the outbox and WhatsApp's last sync update live when a message comes in", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/integrations");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");
  const number = `9197${Date.now().toString().slice(-8)}`;
  await gql(page.request, `mutation ($input: SimulateWhatsAppInput!) { simulateWhatsAppMessage(input: $input) { __typename } }`, {
    input: { from: number, name: "Outbox test", text: "What is on my calendar today?" },
  });

  const reply = page.getByRole("list", { name: "Outbox, newest first" }).getByRole("listitem", { name: `Ria's reply to ${number}` });
  await expect(reply).toBeVisible({ timeout: 20_000 });
  await expect(reply.getByText("WhatsApp", { exact: true })).toBeVisible();
  await expect(reply.getByText("Demo: not sent", { exact: true })).toBeVisible();
  await expect(reply).toContainText(`To ${number}`);
  await expect(reply).toContainText("IST");
  const whatsapp = page.getByRole("listitem", { name: "WhatsApp Business API", exact: true });
  await expect(whatsapp.getByRole("definition").first()).not.toHaveText("Never");
});

test("at 375 px the page fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/integrations");
  await expect(page.getByRole("list", { name: "Integrations" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Outbox" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
