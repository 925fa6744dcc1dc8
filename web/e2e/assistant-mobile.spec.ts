import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { AssistantChat, CHAT_TEXT, fakeSpeechRecognition, SUGGESTIONS } from "./support/assistant-chat";

test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }),
});

test("the chat works on a 375 px phone, with nothing off-screen", async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(chat.suggestions).toHaveCount(3);
  await chat.suggestions.nth(1).tap();
  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[1]]);
  const chip = chat.actions().first();
  await expect(chip).toContainText("Meeting with the CFO");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const element of [chip, chat.input, chat.micButton, chat.sendButton]) {
    const box = await element.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, "inside the screen").toBe(true);
  }
});

test("on a phone without a microphone, voice asks for microphone access", async ({ page }) => {
  await fakeSpeechRecognition(page, "Remind me to call Rahul");
  await page.addInitScript(() => Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: undefined }));
  const chat = new AssistantChat(page);
  await chat.goto();

  await chat.micButton.tap();
  const dialog = page.getByRole("dialog", { name: "Voice messages" });
  await expect(dialog).toContainText(CHAT_TEXT.microphoneRequired);
  await dialog.getByRole("button", { name: "OK" }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(chat.messages("user")).toHaveCount(0);
});

test("on a phone the composer is on the first screen, and after every send the newest message and the composer are in view", async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(chat.input).toBeInViewport();
  for (const message of ["Remind me tomorrow at 10am to call Priya", "Add approve marketing budget to my task list"]) {
    await chat.input.fill(message);
    await chat.sendButton.tap();
    await expect(chat.messages("assistant")).toHaveCount((await chat.messages("user").count()) as number, { timeout: 30_000 });
    await expect(chat.streaming).toHaveCount(0);
    await expect(chat.messages("assistant").last()).toBeInViewport();
    await expect(chat.input).toBeInViewport();
  }
});
