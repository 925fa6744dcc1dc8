import { expect, test } from "@playwright/test";
import { ensureFirstRound } from "./support/platform-api";
import { GUIDANCE, StatusPageModel } from "./support/status-page";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("the status page fits a 375 px screen", async ({ page, request }) => {
  const status = await ensureFirstRound(request);
  const statusPage = new StatusPageModel(page);
  await statusPage.goto();

  await expect(statusPage.heroHeadline).toHaveText(GUIDANCE[status.overall]);
  await expect(statusPage.retryButton).toBeInViewport();
  await expect(statusPage.liveIndicator).toHaveText("Live");
  await expect(statusPage.serviceRows).toHaveCount(status.services.length);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const lastRow = statusPage.serviceRows.last();
  await lastRow.scrollIntoViewIfNeeded();
  const box = await lastRow.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});
