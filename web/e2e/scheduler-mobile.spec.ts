import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, uniqueClientIp } from "./support/accounts";
import { expectNoSidewaysScroll, istMinute, signIn, toastWith, uniqueTag } from "./support/ops-api";

test.use({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

test("at 375 px the scheduler fits the screen and works by keyboard", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  const input = `Prepare the offsite agenda ${uniqueTag()}`;
  await page.getByLabel("Task", { exact: true }).focus();
  await page.keyboard.type(input);
  await page.getByLabel("Launch time (IST)").fill(istMinute(600));
  await page.getByRole("button", { name: "Schedule Task" }).focus();
  await page.keyboard.press("Enter");
  await expect(toastWith(page, "Task Scheduled Successfully")).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming Tasks" }).getByRole("listitem", { name: input })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
