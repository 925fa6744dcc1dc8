import { expect, test } from "@playwright/test";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { createRule, deleteRule, ruleCard } from "./support/automation-api";
import { expectNoSidewaysScroll, signIn, uniqueTag } from "./support/ops-api";

test.use({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

test("at 375 px the rules, their cards and the Create Rule dialog fit the screen", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  const id = `mobile-${uniqueTag()}`;
  await createRule(page.request, {
    id,
    name: `Nightly brief ${id}`,
    description: "Every night at ten",
    trigger: "cron",
    conditions: { cronExpression: "0 22 * * *" },
    actions: [{ type: "notify_admin", text: "Brief ready" }],
  });
  try {
    await page.goto("/automation-rules");
    await expect(ruleCard(page, `Nightly brief ${id}`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Create Rule" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Automation Rule" });
    await expect(dialog.getByLabel("Rule ID")).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
  } finally {
    await deleteRule(page.request, id);
  }
});
