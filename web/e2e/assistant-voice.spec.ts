import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import {
  AssistantChat,
  CHAT_TEXT,
  countSends,
  fakeSpeechRecognition,
  isSendMutation,
  removeSpeechRecognition,
  speak,
} from "./support/assistant-chat";

test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

const SPOKEN = "Add approve marketing budget to my task list";

test("press and hold records in en-IN, and the transcript is sent and answered", async ({ page }) => {
  await fakeSpeechRecognition(page, SPOKEN);
  const chat = new AssistantChat(page);
  await chat.goto();

  await speak(chat, SPOKEN);
  await expect(chat.messageText("user")).toHaveText([SPOKEN]);
  await expect(chat.messageText("assistant")).toHaveText(["Added “Approve marketing budget” to your task list."]);
  await expect(chat.actions().first()).toContainText("Approve marketing budget");
  await expect(chat.micButton).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => (window as unknown as { __speechLangs: string[] }).__speechLangs)).toEqual(["en-IN"]);
});

test("the keyboard can hold the microphone too: Space down records, Space up sends", async ({ page }) => {
  await fakeSpeechRecognition(page, "What's on my calendar tomorrow?");
  const chat = new AssistantChat(page);
  await chat.goto();

  await chat.micButton.focus();
  await page.keyboard.down(" ");
  await expect(chat.micButton).toHaveAttribute("aria-pressed", "true");
  await expect(chat.input).toBeDisabled();
  await expect(chat.input).toHaveValue("What's on my calendar tomorrow?");
  await page.keyboard.up(" ");
  await expect(chat.messageText("user")).toHaveText(["What's on my calendar tomorrow?"]);
  await expect(chat.messages("assistant")).toHaveCount(1);
});

test("without speech recognition, the chat says so locally and sends nothing", async ({ page }) => {
  await removeSpeechRecognition(page);
  const chat = new AssistantChat(page);
  const sends = countSends(page);
  await chat.goto();

  await chat.micButton.click();
  await expect(chat.messageText("user")).toHaveText([CHAT_TEXT.voiceUnavailable]);
  await expect(chat.messageText("assistant")).toHaveText([
    "Speech recognition isn't available in this browser, so I couldn't hear that. Please type your message instead.",
  ]);
  await expect(chat.input).toBeEnabled();
  expect(sends.count).toBe(0);
});

test("a refused microphone shows the denial and does not record", async ({ page }) => {
  await fakeSpeechRecognition(page, SPOKEN, "denied");
  const chat = new AssistantChat(page);
  const sends = countSends(page);
  await chat.goto();

  await chat.micButton.click();
  const dialog = page.getByRole("dialog", { name: "Voice messages" });
  await expect(dialog).toContainText(CHAT_TEXT.microphoneDenied);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chat.micButton).toHaveAttribute("aria-pressed", "false");
  await expect(chat.messages("user")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __speechLangs: string[] }).__speechLangs)).toEqual([]);
  expect(sends.count).toBe(0);
});

test("a voice message that fails gets the voice fallback", async ({ page }) => {
  await fakeSpeechRecognition(page, SPOKEN);
  await page.route("**/graphql", (route) =>
    isSendMutation(route.request()) ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
  );
  const chat = new AssistantChat(page);
  await chat.goto();

  await speak(chat, SPOKEN);
  await expect(chat.messageText("assistant")).toHaveText([CHAT_TEXT.fallbackVoice]);
});
