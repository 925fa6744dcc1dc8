import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./support/accounts";
import { expectNoSidewaysScroll } from "./support/ops-api";
import { rewardsPage } from "./support/rewards-page";

test.use({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

test("at 375 px the rewards screen fits and plays by keyboard, bubbles floating", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  // Checked once, right away: a wheel without a cooldown is usable from the first moment (no 1 s lock after loading).
  expect(await rewards.spin.isEnabled()).toBe(true);
  await expectNoSidewaysScroll(page);
  const value = Number((await rewards.bubble.getAttribute("aria-label"))!.match(/\d+/)![0]);
  expect(await rewards.bubble.evaluate((bubble) => getComputedStyle(bubble).animationName)).not.toBe("none");
  await rewards.bubble.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`+${value} Riko Earned`)).toBeVisible();
  // Motion allowed: the catch bursts into 8 particles (60 frames, so they are still there with the flash).
  await expect(page.locator("[data-particle]")).toHaveCount(8);
  await expect(rewards.riko).toHaveText(String(50 + value));
  await rewards.spin.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^You won \d+ Riko!/)).toBeVisible();
  await expect(rewards.spin).toBeDisabled();
  await expect(page.getByText(/Next spin in 1[45]:\d\d/)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
