import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, uniqueClientIp } from "./support/accounts";
import { istMinute, signIn, toastWith } from "./support/ops-api";

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

test("a task moves from Upcoming to the history by itself when Ria carries it out", async ({ page }) => {
  // Up to two minutes to the launch minute, then a moment for the job engine.
  test.setTimeout(170_000);
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");

  const input = "Add review the Q3 numbers to my task list";
  // The next minute, unless it is only seconds away (then the one after), so the server still finds it in the future.
  const secondsIntoMinute = new Date().getSeconds();
  await page.getByLabel("Task", { exact: true }).fill(input);
  await page.getByLabel("Launch time (IST)").fill(istMinute(secondsIntoMinute > 50 ? 2 : 1));
  await page.getByRole("button", { name: "Schedule Task" }).click();
  await expect(toastWith(page, "Task Scheduled Successfully")).toBeVisible();

  const upcoming = page.getByRole("region", { name: "Upcoming Tasks" }).getByRole("listitem", { name: input });
  await expect(upcoming).toHaveCount(1);
  const card = page.getByRole("region", { name: "Task History" }).getByRole("listitem", { name: input }).first();
  await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();

  // No reload: the subscription brings the change.
  await expect(upcoming).toHaveCount(0, { timeout: 150_000 });
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await expect(card.getByText("Added “Review the Q3 numbers” to your task list.", { exact: true })).toBeVisible();
});
