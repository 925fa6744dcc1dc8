import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { AssistantChat } from "./support/assistant-chat";
import { signInAsDemoClient } from "./support/client-dashboard";

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

test("a follow-up in the chat moves the meeting in the chat and on the scheduler, live", async ({ page, context }) => {
  // The browser's own demo sandbox: a retry on the same server starts from an empty schedule again.
  await signInAsDemoClient(page);
  await page.goto("/ai-scheduler");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");
  const schedule = page.getByRole("region", { name: "Your schedule" });
  await expect(schedule).toBeVisible();

  const chat = new AssistantChat(await context.newPage());
  await chat.goto();
  await chat.input.fill("Schedule a call with Farida Khan tomorrow at 4 pm");
  await chat.input.press("Enter");
  await expect(chat.actions().first()).toContainText("Call with Farida Khan");

  // No reload: the schedule follows the chat.
  const meeting = schedule.getByRole("listitem", { name: "Call with Farida Khan" });
  await expect(meeting).toContainText("4:00 pm");
  await expect(meeting).toContainText("30 min");

  await chat.input.fill("push it by an hour");
  await chat.input.press("Enter");
  await expect(chat.messageText("assistant").last()).toHaveText(
    /^Moved: Call with Farida Khan is now tomorrow at 5:00 pm for 30 minutes\.$/,
  );
  await expect(chat.actions().last()).toContainText("5:00 pm IST");
  await expect(meeting).toContainText("5:00 pm");
  await expect(meeting).not.toContainText("4:00 pm");
});
