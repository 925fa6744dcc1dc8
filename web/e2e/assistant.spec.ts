import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import {
  AssistantChat,
  chatPhases,
  countSends,
  isSendMutation,
  recordStreamingStates,
  slowDownReplyDeltas,
  streamingStates,
  SUGGESTIONS,
  tomorrowInIst,
} from "./support/assistant-chat";

// Each test is a new visitor (its own guest chat) from its own address.
test.use({ extraHTTPHeaders: async ({}, use) => use({ "x-forwarded-for": uniqueClientIp() }) });

const REMINDER_REPLY = "Done. I'll remind you to call Rahul tomorrow at 5:00 pm.";

test("Ria's reply streams in word by word, then shows the reminder she set", async ({ page }) => {
  await slowDownReplyDeltas(page);
  await recordStreamingStates(page);
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(page.getByRole("heading", { level: 1, name: "Ria Assistant" })).toBeVisible();
  // The reply streams over the live connection: sent before it is up, the reply arrives whole (CI saw "typing > idle").
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");

  await chat.input.fill(SUGGESTIONS[0]);
  await chat.input.press("Enter");
  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[0]]);
  await expect(chat.messageText("assistant")).toHaveText([REMINDER_REPLY]);
  await expect(chat.streaming).toHaveCount(0);
  await expect(chat.typing).toHaveCount(0);

  // The typing indicator came first, then the reply streamed in, then the stored reply replaced it.
  expect((await chatPhases(page)).join(" > ")).toMatch(/typing > streaming > idle$/);
  const states = await streamingStates(page);
  const partial = states.filter((text) => text.length < REMINDER_REPLY.length);
  expect(partial.length, `partial states seen: ${JSON.stringify(states)}`).toBeGreaterThanOrEqual(2);
  for (const text of partial) expect(REMINDER_REPLY.startsWith(text)).toBe(true);

  const chip = chat.actions().first();
  await expect(chip).toContainText("Reminder");
  await expect(chip).toContainText("Call Rahul");
  await expect(chip).toContainText("Scheduled");
  const time = chip.locator("time");
  await expect(time).toHaveAttribute("datetime", `${tomorrowInIst()}T17:00:00+05:30`);
  await expect(time).toHaveText(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}, 5:00 pm IST$/);
  await expect(page.getByText("1 of 5", { exact: true }).first()).toBeVisible();
});

test("a meeting's chip shows its IST time and length", async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.suggestions.nth(1).click();
  await expect(chat.messageText("user")).toHaveText([SUGGESTIONS[1]]);
  const chip = chat.actions().first();
  await expect(chip).toContainText("Meeting");
  await expect(chip).toContainText("Meeting with the CFO");
  await expect(chip.getByText(/^Mon, \d{1,2} [A-Z][a-z]{2}, 11:00 am IST · 45 min$/)).toBeVisible();
  await expect(chip).toContainText("Scheduled");
});

test("Enter sends; Shift+Enter starts a new line", async ({ page }) => {
  const chat = new AssistantChat(page);
  const sends = countSends(page);
  await chat.goto();

  await chat.input.pressSequentially("Add approve marketing budget");
  await chat.input.press("Shift+Enter");
  await chat.input.pressSequentially("to my task list");
  await expect(chat.input).toHaveValue("Add approve marketing budget\nto my task list");
  expect(sends.count).toBe(0);

  await chat.input.press("Enter");
  await expect(chat.messageText("user")).toHaveText(["Add approve marketing budget\nto my task list"]);
  await expect(chat.input).toHaveValue("");
  await expect(chat.messages("assistant")).toHaveCount(1);
  expect(sends.count).toBe(1);
});

test("an empty or blank message is not sent", async ({ page }) => {
  const chat = new AssistantChat(page);
  const sends = countSends(page);
  await chat.goto();
  await expect(chat.sendButton).toBeDisabled();

  await chat.input.press("Enter");
  await chat.input.fill("   \n  ");
  await expect(chat.sendButton).toBeDisabled();
  await chat.input.press("Enter");
  await expect(chat.input).toHaveValue("   \n  ");
  await expect(chat.messages("user")).toHaveCount(0);
  await expect(page.getByText("Say hello to Ria.")).toBeVisible();
  expect(sends.count).toBe(0);
});

test("nothing more can be sent while a reply is pending", async ({ page }) => {
  const chat = new AssistantChat(page);
  const sends = countSends(page);
  // Hold the send until the pending state has been checked (released below), however long that takes.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (isSendMutation(route.request())) await released;
    await route.continue();
  });
  await chat.goto();

  await chat.input.fill(SUGGESTIONS[2]);
  await chat.input.press("Enter");
  await expect(chat.typing).toBeVisible();
  await expect(chat.input).toBeDisabled();
  await expect(chat.sendButton).toBeDisabled();
  await expect(chat.micButton).toBeDisabled();
  for (const suggestion of await chat.suggestions.all()) await expect(suggestion).toBeDisabled();
  await chat.input.press("Enter", { timeout: 1000 }).catch(() => undefined);
  release();

  await expect(chat.messageText("assistant")).toHaveText(["Added “Approve marketing budget” to your task list."]);
  await expect(chat.input).toBeEnabled();
  await expect(chat.input).toBeFocused();
  expect(sends.count).toBe(1);
  await expect(chat.actions().first()).toContainText("Task list");
});

test("quick suggestions show the first three of five", async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(chat.suggestions).toHaveText(SUGGESTIONS.slice(0, 3));
  await expect(page.getByRole("button", { name: SUGGESTIONS[3] })).toHaveCount(0);
});

test("the page has capabilities, WhatsApp access, tips and the way back", async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await expect(page.getByRole("heading", { name: "What Ria can do" })).toBeVisible();
  for (const name of ["Reminders", "Calendar", "Task lists", "Content ideas"])
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  const whatsapp = page.getByRole("region", { name: "WhatsApp direct access" });
  await expect(whatsapp).toContainText("+91 98765 43210");
  await expect(whatsapp.getByRole("link", { name: "Open WhatsApp chat" })).toHaveAttribute(
    "href",
    "https://wa.me/919876543210?text=Hi%20Ria",
  );
  await expect(page.getByRole("region", { name: "Tips" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByText("You're chatting as a guest", { exact: false })).toBeVisible();

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
});
