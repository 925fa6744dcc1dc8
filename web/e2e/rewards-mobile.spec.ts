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

test("at 375 px with the play area half under the sticky header, every bubble floats where it can be seen and caught", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  const field = page.getByRole("group", { name: "Reward bubbles" });
  const header = page.getByRole("banner");
  // Scroll until the header covers the top half of the play area.
  const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
  await field.evaluate((element, line) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top - line + box.height / 2);
  }, headerBottom);
  await expect(rewards.bubble).toBeVisible();
  for (let round = 0; round < 3; round++) {
    for (const bubble of await page.getByRole("button", { name: /^Catch \d+ Riko$/ }).all()) {
      const box = await bubble.boundingBox();
      if (!box) continue;
      expect(box.y, "a bubble's top is below the sticky header").toBeGreaterThanOrEqual(headerBottom - 1);
      // What is drawn at its centre is the bubble itself, so a tap there catches it.
      const centre = [box.x + box.width / 2, box.y + box.height / 2];
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.getAttribute("aria-label"), centre);
      expect(hit).toMatch(/^Catch \d+ Riko$/);
    }
    await page.waitForTimeout(1_000); // the float moves them; look again
  }
  // Caught at its place on screen (a bubble floats, so the click is sent to where it is drawn now).
  const bubble = rewards.bubble;
  const value = Number((await bubble.getAttribute("aria-label"))!.match(/\d+/)![0]);
  const box = (await bubble.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText(`+${value} Riko Earned`)).toBeVisible();
});
