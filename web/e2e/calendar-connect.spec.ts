import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { startRadicale, type Radicale } from "../../api/test/radicale";
import { uniqueClientIp } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { expectNoSidewaysScroll } from "./support/ops-api";

// A real CalDAV server (Radicale) on loopback; the e2e api may reach it (playwright.config.ts allows private hosts).
let radicale: Radicale;
test.beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeCalendar("work", "Work");
});
test.afterAll(async () => radicale?.stop());

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("a client connects a calendar on Integrations: a wrong password is explained, the right one shows Connected and last sync", async ({
  page,
}) => {
  await signInAsDemoClient(page);
  await page.goto("/integrations");
  const card = page.getByRole("region", { name: "Your calendar" });
  const form = card.getByRole("form", { name: "Connect your calendar" });
  await form.getByLabel("Server address").fill(radicale.url);
  await form.getByLabel("Username").fill(radicale.username);
  await form.getByLabel("App password").fill("not-the-app-password");
  await form.getByRole("button", { name: "Connect calendar" }).click();
  await expect(form.getByRole("alert")).toContainText("The server refused this username and app password.");
  await expect(form.getByLabel("App password")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("App password").fill(radicale.password);
  await form.getByRole("button", { name: "Connect calendar" }).click();
  await expect(card.getByText("Connected", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/^Last sync \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m IST · 0 events$/)).toBeVisible();
  await expect(card.getByText("Work", { exact: true })).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    ),
  ).toEqual([]);

  // The dashboard's calendar card tells the same truth, and links back to manage it.
  await page.goto("/client/dashboard");
  const calendar = page.getByRole("listitem", { name: "Google Calendar" });
  await expect(calendar.getByText("Connected", { exact: true })).toBeVisible();
  await expect(calendar.getByText(/^Work · Last sync .+ IST · 0 events$/)).toBeVisible();
  await expect(calendar.getByRole("link", { name: "Manage" })).toHaveAttribute("href", "/integrations");

  // Sync now and disconnect, from the keyboard.
  await page.goto("/integrations");
  await card.getByRole("button", { name: "Sync now" }).focus();
  await page.keyboard.press("Enter");
  await expect(card.getByText(/^Last sync /)).toBeVisible();
  await card.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("dialog", { name: "Disconnect your calendar?" }).getByRole("button", { name: "Disconnect" }).click();
  await expect(card.getByRole("form", { name: "Connect your calendar" })).toBeVisible();
});

test("at 375 px the calendar form fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsDemoClient(page);
  await page.goto("/integrations");
  await expect(page.getByRole("form", { name: "Connect your calendar" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
