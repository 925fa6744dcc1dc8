import { expect, test } from "@playwright/test";
import { ensureFirstRound } from "./support/platform-api";
import { StatusPageModel } from "./support/status-page";

test("uptime bars and the explanation dialog work from the keyboard", async ({ page, request }) => {
  const status = await ensureFirstRound(request);
  const first = status.services[0]!;
  const statusPage = new StatusPageModel(page);
  await statusPage.goto();

  const howWeCheck = page.getByRole("button", { name: "How we check" });
  await howWeCheck.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "How we check" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(howWeCheck).toBeFocused();

  // One Tab stop per strip: the newest hour of the first service.
  await page.keyboard.press("Tab");
  const hours = statusPage
    .serviceRow(first.label)
    .getByRole("group", { name: /last 24 hours/ })
    .getByRole("img");
  await expect(hours.last()).toBeFocused();

  // Arrow keys move within the strip; the focused bar's tooltip repeats its label.
  await page.keyboard.press("ArrowLeft");
  await expect(hours.nth(22)).toBeFocused();
  const label = await hours.nth(22).getAttribute("aria-label");
  expect(label).toMatch(/IST: (no checks|\d+(\.\d)?% healthy)/);
  await expect(page.getByRole("tooltip")).toHaveText(label!);
  await page.keyboard.press("Home");
  await expect(hours.first()).toBeFocused();
  await expect(hours.first()).toHaveAttribute("aria-label", /IST: (no checks|\d+(\.\d)?% healthy)/);
});
