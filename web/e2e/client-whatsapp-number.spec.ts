import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, newClientContext } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { expectNoSidewaysScroll, gql, signIn } from "./support/ops-api";

test("a demo sandbox is told its messages go to its own simulated number, and gets no form", async ({ browser }) => {
  const context = await newClientContext(browser, { viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInAsDemoClient(page);
  await page.goto("/client/dashboard");
  const card = page.getByRole("region", { name: "Your WhatsApp number" });
  await expect(card).toContainText("its own simulated number, +91 00000");
  await expect(card.getByRole("form")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await context.close();
});

test("a client adds their WhatsApp number and confirms it by sending the code from WhatsApp", async ({ browser }) => {
  // A script's sign-in with the demo credentials (no guest cookie) is the demo's own account: a client, not a sandbox.
  const context = await newClientContext(browser);
  await signIn(context.request, DEMO_CLIENT, "CLIENT");
  const page = await context.newPage();
  await page.goto("/client/dashboard");
  const card = page.getByRole("region", { name: "Your WhatsApp number" });
  await expect(card.getByText(/No number yet|Reminders and morning briefs go to/)).toBeVisible();
  if (await card.getByRole("button", { name: "Use another number" }).isVisible())
    await card.getByRole("button", { name: "Use another number" }).click();

  const field = card.getByRole("textbox", { name: "WhatsApp number" });
  await field.fill("12345");
  await card.getByRole("button", { name: "Send me a code" }).click();
  await expect(card.getByText("Enter a WhatsApp number with its country code")).toBeVisible();

  const local = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await field.fill(`${local.slice(0, 5)} ${local.slice(5)}`);
  await card.getByRole("button", { name: "Send me a code" }).click();
  const code = card.getByText(/^RIA \d{6}$/);
  await expect(code).toBeVisible();
  const codeText = (await code.textContent())!;
  await expect(card).toContainText(`+91 ${local.slice(0, 5)} ${local.slice(5)}`);
  await expect(card.getByRole("link", { name: "Open WhatsApp with the code" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\d+\\?text=${encodeURIComponent(codeText)}$`),
  );

  // Asked too early: not yet.
  await card.getByRole("button", { name: "I have sent it" }).click();
  await expect(card.getByRole("status")).toContainText("Not confirmed yet");

  // The person sends the code from that number (the admin's WhatsApp test sends it through the real webhook).
  const admin = await newClientContext(browser);
  await signIn(admin.request, E2E_ADMIN, "ADMIN");
  await gql(admin.request, `mutation ($input: SimulateWhatsAppInput!) { simulateWhatsAppMessage(input: $input) { __typename } }`, {
    input: { from: `91${local}`, text: codeText },
  });
  await admin.close();
  await expect(async () => {
    await card.getByRole("button", { name: "I have sent it" }).click();
    await expect(card.getByRole("status")).toContainText("Confirmed.", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByRole("status")).toHaveText(
    `Confirmed. Reminders and morning briefs go to +91 ${local.slice(0, 5)} ${local.slice(5)} on WhatsApp.`,
  );
  await context.close();
});
