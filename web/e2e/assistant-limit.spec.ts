import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, uniqueClientIp } from "./support/accounts";
import { AssistantChat } from "./support/assistant-chat";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

test("a guest is warned at 80% of the day's responses and the composer closes at the limit, saying why", async ({ page }) => {
  // Five paced replies: slower than the default budget on a shared machine.
  test.setTimeout(180_000);
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

  // At the limit the composer closes and says why and what to do, before anything typed could be lost.
  await expect(chat.input).toBeDisabled();
  await expect(chat.input).toHaveAttribute("placeholder", "Daily limit reached");
  await expect(
    page.getByText("You've used all of today's responses. They reset at midnight IST; upgrade your plan to keep going now."),
  ).toBeVisible();
  await expect(chat.sendButton).toBeDisabled();
  await expect(chat.messages("user")).toHaveCount(5);
});

test("each demo prospect has a sandbox of their own: one at the limit leaves the next one's allowance whole", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const signInAsDemo = async (target: typeof page) => {
    await target.goto("/client/login");
    await target.getByLabel("Username").fill(DEMO_CLIENT.email);
    await target.getByLabel("Password", { exact: true }).fill(DEMO_CLIENT.password);
    await target.getByRole("button", { name: "Sign in" }).click();
    await expect(target).toHaveURL(/\/client\/dashboard$/);
  };
  await signInAsDemo(page);
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(page.getByText("Signed in as Arjun Mehta · Demo Ventures Pvt Ltd")).toBeVisible();
  for (let sent = 1; sent <= 5; sent += 1) {
    await chat.input.fill(`Add item ${sent} to my list`);
    await chat.input.press("Enter");
    await expect(chat.messages("assistant")).toHaveCount(sent);
  }
  await expect(chat.input).toBeDisabled();
  await expect(page.getByText("You've used all of today's responses.", { exact: false })).toBeVisible();

  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });
  const next = await other.newPage();
  await signInAsDemo(next);
  const nextChat = new AssistantChat(next);
  await nextChat.goto();
  await expect(next.getByRole("meter", { name: "Responses today" })).toHaveAttribute("aria-valuenow", "0");
  await nextChat.input.fill("Hello Ria");
  await nextChat.input.press("Enter");
  await expect(nextChat.messages("assistant")).toHaveCount(1);
  await other.close();
});
