import { expect, test } from "@playwright/test";
import { ensureFirstRound, readStatus, startNewRound, waitForManualRoundWindow } from "./support/platform-api";
import { waitForSubscription } from "./support/live-subscription";
import { GUIDANCE, STATUS_WORD, StatusPageModel } from "./support/status-page";
import { holdOperation } from "./support/hold-operation";

test("shows the server's results: services, overall status and the matching guidance", async ({ page, request }) => {
  const status = await ensureFirstRound(request);
  const statusPage = new StatusPageModel(page);
  await statusPage.goto();

  await expect(page.getByRole("heading", { level: 1, name: "Platform Status" })).toBeVisible();
  await expect(statusPage.serviceRows).toHaveCount(status.services.length);
  expect(status.services.length).toBeGreaterThan(0);
  for (const service of status.services) {
    const row = statusPage.serviceRow(service.label);
    await expect(row.getByText(STATUS_WORD[service.status], { exact: true })).toBeVisible();
    await expect(row.locator("time")).toHaveAttribute("datetime", service.lastCheck);
    await expect(row.getByText(/\d+ ms/)).toBeVisible();
    await expect(row.getByRole("group", { name: new RegExp(`^${service.label}, last 24 hours`) }).getByRole("img")).toHaveCount(24);
    await expect(row.getByRole("group", { name: new RegExp(`^${service.label}, last 90 days`) }).getByRole("img")).toHaveCount(90);
  }

  expect(status.overall).not.toBe("unknown");
  await expect(statusPage.heroHeadline).toHaveText(GUIDANCE[status.overall]);
  await expect(statusPage.hero).toHaveAttribute("data-overall", status.overall);
  if (status.overall === "warning") await expect(statusPage.hero).toContainText("retry automatically in 30 seconds");
  if (status.overall === "error") {
    await expect(statusPage.hero).toContainText("try again in a few minutes");
    await expect(statusPage.hero.getByRole("button", { name: "Retry now" })).toBeEnabled();
  }

  await expect(statusPage.summaryValue("Services healthy")).toHaveText(
    `${status.metrics.healthyServices} of ${status.metrics.totalServices}`,
  );
  await expect(statusPage.summaryValue("Incidents · 24 h")).toHaveText(String(status.metrics.incidentsLast24h));
  await expect(statusPage.capabilities.getByRole("listitem")).toHaveCount(6);
  await expect(statusPage.events.getByRole("listitem").first()).toBeVisible();
});

test("speaks a customer's words and claims no uptime it has not measured", async ({ page, request }) => {
  await ensureFirstRound(request);
  const statusPage = new StatusPageModel(page);
  await statusPage.goto();
  await expect(statusPage.serviceRows.first()).toBeVisible();
  await expect(statusPage.monitor).not.toContainText(/PGlite|pg-boss|Pub\/sub|in memory|GET \/api|POST \/api/);
  // The e2e server has run for minutes: the 90-day strip says since when it measured, never a bare "100%".
  const ninetyDays = statusPage.monitor.locator("[data-uptime]").nth(1);
  await expect(ninetyDays).toHaveText(/^(\d+(\.\d)?%|—) since \d{1,2} [A-Z][a-z]{2}$/);
});

test("shows a pushed round without a reload", async ({ page, request }) => {
  const before = await ensureFirstRound(request);
  const statusPage = new StatusPageModel(page);
  const subscribed = waitForSubscription(page, "usePlatformStatusSubscription");
  let documentLoads = 0;
  page.on("load", () => documentLoads++);

  await statusPage.goto();
  await expect(statusPage.lastChecked).toHaveAttribute("datetime", before.lastRoundAt!);
  await expect(statusPage.liveIndicator).toHaveText("Live");
  await subscribed;

  const after = await startNewRound(request, before.lastRoundAt);
  expect(after.metrics.checksLast24h).toBeGreaterThan(before.metrics.checksLast24h);

  await expect(statusPage.lastChecked).toHaveAttribute("datetime", after.lastRoundAt!);
  await expect(statusPage.summaryHint("Uptime · 24 h")).toHaveText(`${after.metrics.checksLast24h} checks`);
  await expect(statusPage.heroHeadline).toHaveText(GUIDANCE[after.overall]);
  expect(documentLoads).toBe(1);
});

test("the retry button runs a fresh round and is disabled while it runs", async ({ page, request }) => {
  const before = await ensureFirstRound(request);
  await waitForManualRoundWindow(before.lastRoundAt);
  const statusPage = new StatusPageModel(page);
  // The mutation waits until the busy state has been seen.
  const round = await holdOperation(page, "useRunHealthChecksMutation");
  await statusPage.goto();
  await expect(statusPage.lastChecked).toHaveAttribute("datetime", before.lastRoundAt!);

  const mutation = page.waitForRequest(
    (request) => request.method() === "POST" && !!request.postData()?.includes("useRunHealthChecksMutation"),
  );
  await statusPage.retryButton.click();
  await mutation;
  await expect(statusPage.retryButton).toHaveText("Checking…");
  await expect(statusPage.retryButton).toBeDisabled();
  round.release();

  await expect(statusPage.retryButton).toBeEnabled();
  const after = await readStatus(request);
  expect(after.lastRoundAt).not.toBe(before.lastRoundAt);
  await expect(statusPage.lastChecked).toHaveAttribute("datetime", after.lastRoundAt!);
  await expect(statusPage.toast("Checks complete")).toBeVisible();
});
