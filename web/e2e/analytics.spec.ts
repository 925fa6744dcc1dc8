import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, newClientContext } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { signIn } from "./support/ops-api";

const figure = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Each channel's bar is its share of the track (within a pixel); a 0% share draws no bar. */
async function expectBarsProportional(page: Page) {
  const bars = await figure(page, "Channel split")
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => {
        const percent = Number(/(\d+)%/.exec(item.textContent ?? "")![1]);
        const track = item.querySelector("[aria-hidden]")!.getBoundingClientRect().width;
        const bar = item.querySelector("[data-bar]")?.getBoundingClientRect().width ?? 0;
        return { percent, track, bar };
      }),
    );
  for (const { percent, track, bar } of bars) {
    expect(Math.abs(bar - (track * percent) / 100), `${percent}% of ${track}px`).toBeLessThanOrEqual(1);
  }
}

test("a visitor sees the spec's figures labelled 'Sample figures' with a way to sign in", async ({ page }) => {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Business Intelligence" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Sample figures" })).toContainText("Sample figures");
  for (const name of ["Messages handled", "Meetings scheduled", "Response time", "Stakeholder reach"]) {
    await expect(figure(page, name).getByRole("img", { name: new RegExp(`per IST day, last 30 days$`) })).toBeVisible();
  }
  const split = figure(page, "Channel split");
  await expect(split.getByRole("listitem")).toHaveText(["Chat0%", "WhatsApp65%", "Email25%", "Calendar10%"]);
  await expectBarsProportional(page);
  // Axis days read as the rest of the app writes dates ("2 Nov"), and counts have whole-number ticks only.
  const meetings = figure(page, "Meetings scheduled");
  const xLabels = (await meetings.locator(".ct-label.ct-horizontal").allInnerTexts()).filter(Boolean);
  expect(xLabels.length).toBeGreaterThan(0);
  for (const label of xLabels) expect(label).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
  const yLabels = await meetings.locator(".ct-label.ct-vertical").allInnerTexts();
  for (const label of yLabels) expect(label).toMatch(/^\d+$/);
  // Durations tick in seconds, each on one line inside the space Chartist gives it (they wrapped as "10.0 / s").
  const durations = figure(page, "Response time").locator(".ct-label.ct-vertical");
  await expect(durations.first()).toBeVisible();
  for (const label of await durations.all()) {
    await expect(label).toHaveText(/^\d+(\.\d)? (ms|s|min)$/);
    const fits = await label.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      return { lines: text.getClientRects().length, overflows: element.scrollWidth > element.clientWidth };
    });
    expect(fits).toEqual({ lines: 1, overflows: false });
  }
  await meetings.getByText("Data table").click();
  await expect(meetings.getByRole("rowheader").first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2}$/);
  await expect(figure(page, "Performance").getByRole("listitem", { name: "Tasks completed on time" })).toContainText("94%");
  await expect(figure(page, "Performance").getByRole("listitem", { name: "Reminders delivered" })).toContainText("87%");
  await expect(figure(page, "Performance").getByRole("listitem", { name: "Rule runs succeeded" })).toContainText("92%");

  await page.getByRole("radio", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(figure(page, "Messages handled").getByRole("img", { name: "Messages handled per IST day, last 7 days" })).toBeVisible();
  const table = figure(page, "Messages handled").getByRole("table");
  await figure(page, "Messages handled").getByText("Data table").click();
  await expect(table.getByRole("row")).toHaveCount(8);

  await page.getByRole("link", { name: "Sign in to see your own analytics" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a client sees their own activity: a chat reply shows up in Messages handled", async ({ browser }) => {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await signInAsDemoClient(page);
  await page.goto("/analytics?days=7");
  await expect(page.getByText("Your own activity with Ria.")).toBeVisible();
  await expect(page.getByRole("note", { name: "Sample figures" })).toHaveCount(0);
  const value = figure(page, "Messages handled").locator("[data-figure]");
  const before = Number((await value.innerText()).replace(/,/g, ""));

  const reply = await page.request.post("/api/ria/chat", { data: { message: "Remind me tomorrow at 10am to call Priya" } });
  expect(reply.ok()).toBe(true);
  await page.reload();
  await expect(value).toHaveText(String(before + 1));
  // The channel split counts the same messages as "Messages handled", and its bars are as long as their shares.
  const split = figure(page, "Channel split");
  const counts = await split
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => [item.firstElementChild!.textContent, Number(item.getAttribute("data-count"))] as const));
  const messages = counts.filter(([channel]) => channel !== "Calendar").reduce((sum, [, count]) => sum + count, 0);
  expect(messages).toBe(before + 1);
  await expect(split).toContainText(`The ${before + 1} messages handled, by channel`);
  await expectBarsProportional(page);
  await context.close();
});

test("an admin sees the platform; the charting library loads only on /analytics", async ({ browser }) => {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/status");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.some((url) => url.includes("AnalyticsPage"))).toBe(false);
  await page.goto("/analytics");
  await expect(page.getByText("The whole platform: every client, WhatsApp and email.")).toBeVisible();
  expect(scripts.some((url) => url.includes("AnalyticsPage"))).toBe(true);
  await context.close();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the figures fit the screen", async ({ page }) => {
    await page.goto("/analytics");
    await expect(figure(page, "Response time").locator("[data-figure]")).toContainText("median");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
