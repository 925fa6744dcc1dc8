import { expect, test } from "@playwright/test";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { createRule, deleteRule } from "./support/automation-api";
import { expectNoSidewaysScroll, signIn, toastWith, uniqueTag } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

function uniqueNumber(): string {
  return `9196${Date.now().toString().slice(-8)}`;
}

test("a visitor gets 'Admin Access Required'", async ({ page }) => {
  await page.goto("/whatsapp-test");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByLabel("Sender number")).toHaveCount(0);
});

test("a message sent on /whatsapp-test fires a keyword rule: the run and the replies appear live", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  const id = `urgent-${uniqueTag()}`;
  const name = `Urgent replies ${id}`;
  await createRule(page.request, {
    id,
    name,
    description: "Answer urgent WhatsApp messages at once",
    trigger: "keyword",
    conditions: { keywords: ["urgent"] },
    actions: [{ type: "reply", text: "We are on it" }],
  });
  try {
    await page.goto("/whatsapp-test");
    await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");
    const number = uniqueNumber();
    // The new number's conversation answers late and as it was before the message was stored (an answer for a number
    // with no messages, held back until the message's events have come): the page must still show the message (it
    // once missed it this way on a busy server).
    let held = false;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postData() ?? "";
      if (held || !body.includes('"operationName":"WhatsAppTestPageQuery"') || !body.includes(number)) return route.fallback();
      held = true;
      const silent = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
      const stale = await route.fetch({ postData: body.replaceAll(number, silent) });
      await page.waitForTimeout(2_000);
      await route.fulfill({ response: stale });
    });
    await page.getByLabel("Sender number").fill(number);
    await page.getByLabel("Sender name").fill("Asha Menon");
    await page.getByLabel("Message", { exact: true }).fill("This is urgent");
    await page.getByRole("button", { name: "Send test message" }).click();
    await expect(toastWith(page, "Test message sent")).toBeVisible();

    const conversation = page.getByRole("list", { name: `Conversation with ${number}` });
    await expect(conversation.getByRole("listitem", { name: "Incoming message: This is urgent" })).toBeVisible({ timeout: 20_000 });

    const run = page.getByRole("list", { name: "Automation runs" }).getByRole("listitem").filter({ hasText: name });
    await expect(run.getByText("Succeeded", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(run).toContainText("Triggered by “This is urgent”");
    // The run names the sender by their WhatsApp profile name beside the number.
    await expect(run.getByText(`Reply on whatsapp to Asha Menon (+${number}): “We are on it” (demo)`, { exact: true })).toBeVisible();

    await expect(conversation.getByRole("listitem", { name: "Rule reply: We are on it" })).toBeVisible();
    await expect(conversation.getByRole("listitem", { name: /^Ria's reply: / })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Received through the webhook")).toBeVisible();
    await expect(page.getByText(/^\d+ automation rules? ran$/)).toBeVisible();
    await expect(page.getByText("Ria replied", { exact: true })).toBeVisible();
    await expect(page.getByText("(waiting)")).toHaveCount(0);
  } finally {
    await deleteRule(page.request, id);
  }
});

test("the number is checked before anything is sent", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/whatsapp-test");
  let sent = false;
  page.on("request", (request) => {
    if ((request.postData() ?? "").includes("useSimulateWhatsAppMessageMutation")) sent = true;
  });
  await page.getByLabel("Sender number").fill("12345");
  await page.getByRole("button", { name: "Send test message" }).click();
  await expect(page.getByText("Use a WhatsApp number of 8 to 15 digits")).toBeVisible();
  await expect(page.getByText("Type a message")).toBeVisible();
  await expect(page.getByLabel("Sender number")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(false);
});

test("at 375 px the test bench fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/whatsapp-test");
  await expect(page.getByRole("button", { name: "Send test message" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
