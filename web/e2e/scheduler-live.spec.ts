import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { gql } from "./support/ops-api";
import { signInAsDemoClient } from "./support/client-dashboard";
import { postButtonReply, replyButtonId } from "./support/whatsapp-webhook";

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

test("a task scheduled elsewhere appears in Upcoming, then moves to the history by itself when Ria carries it out", async ({ page }) => {
  // The browser's own demo sandbox: a retry on the same server starts from an empty task list again.
  await signInAsDemoClient(page);
  await page.goto("/ai-scheduler");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");

  // Scheduled from another tab or device, seconds ahead (the API takes any future instant; the form takes minutes,
  // which scheduler.spec covers): the page learns of it, and of its run, only through the subscription.
  const input = "Add review the Q3 numbers to my task list";
  const launchTime = new Date(Date.now() + 8_000).toISOString();
  const scheduled = await gql<{ scheduleTask: { __typename: string } }>(
    page.request,
    "mutation ($input: ScheduleTaskInput!) { scheduleTask(input: $input) { __typename } }",
    { input: { input, launchTime } },
  );
  expect(scheduled.scheduleTask.__typename).toBe("MutationScheduleTaskSuccess");

  const upcoming = page.getByRole("region", { name: "Upcoming Tasks" }).getByRole("listitem", { name: input });
  await expect(upcoming).toHaveCount(1);
  const card = page.getByRole("region", { name: "Task History" }).getByRole("listitem", { name: input }).first();
  await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();

  // No reload: the subscription brings the change.
  await expect(upcoming).toHaveCount(0, { timeout: 30_000 });
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await expect(card.getByText("Added “Review the Q3 numbers” to your task list.", { exact: true })).toBeVisible();
});

test("a reminder snoozed from its WhatsApp button moves on the scheduler by itself", async ({ page }) => {
  // A minute until the reminder goes off, then a moment for the job engine.
  test.setTimeout(170_000);
  // The browser's own demo sandbox, whose own WhatsApp number is a simulated one: its reminders go there, and taps come from there.
  await signInAsDemoClient(page);
  const { viewer } = await gql<{ viewer: { client: { whatsappNumber: string } } }>(
    page.request,
    "{ viewer { client { whatsappNumber } } }",
  );
  const number = viewer.client.whatsappNumber;
  const chat = await page.request.post("/api/ria/chat", { data: { message: "Remind me in 1 minute to call the auditors" } });
  expect(chat.ok()).toBe(true);
  const reminderId = ((await chat.json()) as { actions: Array<{ id: string }> }).actions[0]!.id;

  await page.goto("/ai-scheduler");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");
  const schedule = page.getByRole("region", { name: "Your schedule" });
  const entry = schedule.getByRole("listitem", { name: "Call the auditors" });
  await expect(entry).toHaveCount(1);
  const firstDue = Date.parse((await entry.locator("time").getAttribute("datetime"))!);

  // It goes off (to the chat and WhatsApp) and leaves the schedule; no reload.
  await expect(entry).toHaveCount(0, { timeout: 150_000 });

  // The executive taps "Snooze 15 min" on the WhatsApp message: Meta posts the tap to the webhook.
  const tappedAt = Date.now();
  await postButtonReply(page.request, number, replyButtonId("snooze", reminderId, number), "Snooze 15 min");
  await expect(entry).toHaveCount(1);
  const snoozedDue = Date.parse((await entry.locator("time").getAttribute("datetime"))!);
  expect(snoozedDue).toBeGreaterThan(firstDue);
  expect(snoozedDue).toBeGreaterThanOrEqual(tappedAt + 15 * 60_000 - 1000);
  expect(snoozedDue).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  await expect(entry).toContainText("Reminder");
});
