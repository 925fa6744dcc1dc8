import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { expectNoSidewaysScroll } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("'Run self-test' checks every REST path: method, path, why, expected and actual status, ok and time; all pass", async ({ page }) => {
  await page.goto("/platform-test");
  await expect(page.getByRole("heading", { level: 1, name: "Platform Test" })).toBeVisible();
  await page.getByRole("button", { name: "Run self-test" }).click();

  const table = page.getByRole("table", { name: "Self-test results" });
  const rows = table.getByRole("row", { name: /^(GET|POST|PUT|DELETE) / });
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(16);
  await expect(page.getByRole("status").filter({ hasText: "passed" })).toContainText(`${total} of ${total} passed`);
  await expect(table.getByText("Failed", { exact: true })).toHaveCount(0);

  const contact = table.getByRole("row", { name: "POST /api/contact", exact: true });
  await expect(contact.getByRole("cell")).toHaveText(["POST", "/api/contact", "validates every field", "400", "400", "Passed", /^\d+ ms$/]);
  const webhook = table.getByRole("row", { name: "POST /api/whatsapp/webhook", exact: true });
  await expect(webhook.getByRole("cell").nth(3)).toHaveText("200");
  await expect(webhook.getByRole("cell").nth(4)).toHaveText("200");
  await expect(page.getByRole("button", { name: "Run again" })).toBeEnabled();
});

test("at 375 px the results read as cards without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/platform-test");
  await page.getByRole("button", { name: "Run self-test" }).click();
  await expect(page.getByRole("status").filter({ hasText: "passed" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
