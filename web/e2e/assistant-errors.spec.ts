import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { AssistantChat, CHAT_TEXT, isSendMutation, SUGGESTIONS } from "./support/assistant-chat";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

test("a failed send shows the spec's fallback, and trying again sends it once", async ({ page }) => {
  const bodies: string[] = [];
  page.on("request", (request) => isSendMutation(request) && bodies.push(request.postData() ?? ""));
  await page.route("**/graphql", (route) =>
    isSendMutation(route.request()) ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue(),
  );
  const chat = new AssistantChat(page);
  await chat.goto();

  await chat.input.fill(SUGGESTIONS[2]);
  await chat.input.press("Enter");
  await expect(chat.messageText("assistant")).toHaveText([CHAT_TEXT.fallbackTyped]);
  await expect(chat.messages("user")).toContainText("Not delivered");
  await expect(chat.input).toBeEnabled();

  await page.unroute("**/graphql");
  await chat.log.getByRole("button", { name: "Try again" }).click();
  await expect(chat.messageText("assistant")).toHaveText(["Added “Approve marketing budget” to your task list."]);
  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[2]]);
  await expect(page.getByText(CHAT_TEXT.fallbackTyped)).toHaveCount(0);

  // Both attempts carried the same clientMessageId, so the server can store the message once.
  const ids = bodies.map(
    (body) => (JSON.parse(body) as { variables: { input: { clientMessageId: string } } }).variables.input.clientMessageId,
  );
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[1]).toBe(ids[0]);
});

test("a send the network drops gets the fallback too", async ({ page }) => {
  await page.route("**/graphql", (route) => (isSendMutation(route.request()) ? route.abort("connectionreset") : route.continue()));
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.suggestions.first().click();
  await expect(chat.messageText("assistant")).toHaveText([CHAT_TEXT.fallbackTyped]);
});

test("each send carries a new clientMessageId", async ({ page }) => {
  const ids: string[] = [];
  page.on("request", (request) => {
    if (isSendMutation(request)) ids.push(JSON.parse(request.postData() ?? "{}").variables.input.clientMessageId);
  });
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.suggestions.nth(2).click();
  await expect(chat.messages("assistant")).toHaveCount(1);
  await chat.suggestions.nth(0).click();
  await expect(chat.messages("assistant")).toHaveCount(2);
  expect(new Set(ids).size).toBe(2);
});

test("a reply that never arrives ends in the fallback, and the chat opens up again", async ({ page }) => {
  await page.clock.install();
  // Ria's reply is lost on the way (its deltas and stored message never reach the page) …
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      const text = String(message);
      if (text.includes('"kind":"delta"') || (text.includes('"kind":"message"') && text.includes('"role":"assistant"'))) return;
      socket.send(message);
    });
  });
  // … and the look-up the chat makes before giving up fails too.
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("useChatSyncQuery") ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue(),
  );
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.suggestions.first().click();
  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[0]]);
  await expect(chat.typing).toBeVisible();
  await expect(chat.input).toBeDisabled();

  await page.clock.fastForward("00:31");
  await expect(chat.messageText("assistant")).toHaveText([CHAT_TEXT.fallbackTyped]);
  await expect(chat.typing).toHaveCount(0);
  await expect(chat.input).toBeEnabled();
});
