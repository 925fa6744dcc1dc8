import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, uniqueClientIp } from "./support/accounts";
import { AssistantChat, countSends, isSendMutation } from "./support/assistant-chat";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

test("a guest is warned at 80% of the day's responses and refused past the limit, with a way to sign in", async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  const warning = page.getByText("You've used 4 of today's 5 responses.", { exact: false });

  for (let sent = 1; sent <= 5; sent += 1) {
    await chat.input.fill(`Hello Ria, message ${sent}`);
    await chat.input.press("Enter");
    await expect(chat.messages("assistant")).toHaveCount(sent);
    await expect(page.getByRole("meter", { name: "Responses today" })).toHaveAttribute("aria-valuenow", String(sent));
    if (sent === 3) await expect(warning).toHaveCount(0);
    if (sent === 4) {
      await expect(warning).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in for more" })).toHaveAttribute("href", "/client/login");
    }
  }

  await chat.input.fill("One more, please");
  await chat.input.press("Enter");
  const notice = page.getByRole("alert").filter({ hasText: "Daily limit reached." });
  await expect(notice).toContainText("You've used all 5 of today's responses. Sign in or choose a plan to keep going.");
  await expect(chat.messages("assistant")).toHaveCount(5);
  await expect(chat.messages("user")).toHaveCount(5);
  await notice.getByRole("link", { name: "Sign in to continue" }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
});

test("a client at the plan limit is offered the upgrade to /pricing", async ({ page }) => {
  await page.request.post("/api/auth/login", { data: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" } });
  // The demo client's real allowance is shared by the whole run: answer this one send as the api does at the limit.
  await page.route("**/graphql", (route) =>
    isSendMutation(route.request())
      ? route.fulfill({
          json: {
            data: {
              sendChatMessage: {
                __typename: "PlanLimitReachedError",
                code: "PLAN_LIMIT_REACHED",
                message: "You've used all 5 of today's responses. Upgrade your plan for more.",
                upgradePath: "/pricing",
              },
            },
          },
        })
      : route.continue(),
  );
  const chat = new AssistantChat(page);
  const sends = countSends(page);
  await chat.goto();
  await expect(page.getByText("Signed in as Arjun Mehta · Demo Ventures Pvt Ltd")).toBeVisible();

  await chat.input.fill("Remind me to review the board deck at 6pm");
  await chat.input.press("Enter");
  const notice = page.getByRole("alert").filter({ hasText: "Daily limit reached." });
  await expect(notice).toContainText("You've used all 5 of today's responses. Upgrade your plan for more.");
  await expect(chat.messages("user")).toHaveCount(0);
  expect(sends.count).toBe(1);

  await notice.getByRole("link", { name: "Upgrade your plan" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
