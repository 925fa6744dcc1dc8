import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { AssistantChat, SUGGESTIONS } from "./support/assistant-chat";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

test("a message sent from another tab appears live, with Ria's reply", async ({ page, context }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();

  const other = new AssistantChat(await context.newPage());
  await other.goto();
  await other.suggestions.nth(2).click();
  await expect(other.messages("assistant")).toHaveCount(1);

  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[2]]);
  await expect(chat.messageText("assistant")).toHaveText(["Added “Approve marketing budget” to your task list."]);
});

test("after the live connection drops, the chat catches up on what it missed", async ({ page, context }) => {
  let connections = 0;
  let releaseReconnect: () => void = () => undefined;
  const reconnectAllowed = new Promise<void>((resolve) => (releaseReconnect = resolve));
  let dropFirst: () => void = () => undefined;
  await page.routeWebSocket(/\/graphql$/, async (socket) => {
    connections += 1;
    if (connections > 1) await reconnectAllowed;
    socket.connectToServer();
    if (connections === 1) dropFirst = () => socket.close({ code: 4500, reason: "test drop" });
  });
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();

  dropFirst();
  await expect(page.getByText("Live updates paused — reconnecting…")).toBeVisible();
  // While this page is offline, the same guest chats from another tab.
  const other = new AssistantChat(await context.newPage());
  await other.goto();
  await other.suggestions.nth(0).click();
  await expect(other.messages("assistant")).toHaveCount(1);
  await other.page.close();
  await expect(chat.messages("user")).toHaveCount(0);

  releaseReconnect();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[0]]);
  await expect(chat.messageText("assistant")).toHaveText(["Done. I'll remind you to call Rahul tomorrow at 5:00 pm."]);
});
