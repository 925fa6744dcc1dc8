import { expect, test } from "@playwright/test";
import { AdminDashboardModel } from "./support/admin-dashboard";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { newContactFields, signInThroughApi, submitContactRequest } from "./support/leads";

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("on a 375 px phone the submissions are stacked cards and nothing scrolls sideways", async ({ page, context, request }) => {
  const fields = newContactFields({
    company: "Bharat Heavy Engineering and Infrastructure Consolidated Holdings Pvt Ltd",
    email: `chief.executive.officer.${Date.now()}@a-very-long-company-domain-name.example.in`,
  });
  await submitContactRequest(request, fields);
  await signInThroughApi(context.request, E2E_ADMIN, "ADMIN");
  const dashboard = new AdminDashboardModel(page);
  await dashboard.goto();

  const row = dashboard.row(fields.name);
  await expect(row).toBeVisible();
  // Column headings are for screen readers only; each card labels its own fields.
  await expect(dashboard.table.getByRole("columnheader").first()).not.toBeInViewport();
  await expect(row.getByRole("cell").nth(1)).toHaveAttribute("data-label", "Company");
  const email = row.getByRole("link", { name: fields.email });
  await email.scrollIntoViewIfNeeded();
  await expect(email).toBeInViewport({ ratio: 1 });
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.x).toBeGreaterThanOrEqual(0);
  expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(375);

  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const name of ["Integration Status", "Platform Analytics", "Active Deployments"]) {
    await dashboard.tab(name).click();
    await expect(dashboard.tab(name)).toHaveAttribute("aria-selected", "true");
    expect(await overflow()).toBeLessThanOrEqual(0);
  }
  // The launch target form (on Active Deployments, the last tab opened) fits the phone, its fields one above the other.
  const save = page.getByRole("form", { name: "Launch target" }).getByRole("button", { name: "Save target" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
  const targetBox = (await page.getByRole("spinbutton", { name: "Target CXOs" }).boundingBox())!;
  const dateBox = (await page.getByLabel("Launch date").boundingBox())!;
  expect(dateBox.y).toBeGreaterThan(targetBox.y);
  expect(Math.max(targetBox.x + targetBox.width, dateBox.x + dateBox.width)).toBeLessThanOrEqual(375);
  // The page's own Logout button fits the phone's width once scrolled to (the header folds into a menu).
  const logout = page.getByRole("button", { name: "Logout" });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport({ ratio: 1 });
});
