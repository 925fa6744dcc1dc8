import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, newClientContext } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { signIn } from "./support/ops-api";

const figure = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a visitor sees the spec's figures labelled 'Sample figures' with a way to sign in", async ({ page }) => {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Business Intelligence" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Sample figures" })).toContainText("Sample figures");
  for (const name of ["Messages handled", "Meetings scheduled", "Response time", "Stakeholder reach"]) {
    await expect(figure(page, name).getByRole("img", { name: new RegExp(`per IST day, last 30 days$`) })).toBeVisible();
  }
  const split = figure(page, "Channel split");
  await expect(split.getByRole("listitem")).toHaveText(["Chat0%", "WhatsApp65%", "Email25%", "Calendar10%"]);
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
