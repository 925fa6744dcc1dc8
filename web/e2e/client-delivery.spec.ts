import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO_CLIENT, newClientContext } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { expectNoSidewaysScroll, gql, signIn, toastWith } from "./support/ops-api";

// The demo's own account (a script's sign-in with its credentials) is shared with other specs: each test that changes it
// puts the brief's time back as it found it and email copies off, whether it passes or not.

const CARD = "Reminders and morning brief";
const NOTE = "WhatsApp gets them at your verified number; email adds a copy to your inbox.";

interface Delivery {
  briefTime: string;
  byEmail: boolean;
}

/** What the server holds for the signed-in client. */
async function deliveryOf(request: APIRequestContext): Promise<Delivery> {
  const { viewer } = await gql<{ viewer: { client: Delivery } }>(request, `{ viewer { client { byEmail briefTime } } }`);
  return viewer.client;
}

async function restore(request: APIRequestContext, briefTime: string): Promise<void> {
  await gql(request, `mutation ($time: String!) { setMorningBriefTime(time: $time) { __typename } }`, { time: briefTime });
  await gql(request, `mutation { setRemindersByEmail(byEmail: false) { __typename } }`);
  expect(await deliveryOf(request)).toEqual({ briefTime, byEmail: false });
}

function briefTimeField(card: Locator): Locator {
  return card.getByLabel("Morning brief time (IST)", { exact: true });
}

function emailCopies(card: Locator, address: string): Locator {
  return card.getByRole("checkbox", { name: `Also send reminders and the morning brief to ${address}` });
}

/** Presses Tab until the target has the focus: a time field takes one Tab for each of its parts (hour, minute, am/pm). */
async function tabTo(page: Page, target: Locator, presses = 4): Promise<void> {
  for (let pressed = 0; pressed < presses && !(await target.evaluate((element) => element === document.activeElement)); pressed += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Answers the page's own email-copies mutation with a dropped connection; everything else goes through. */
async function dropEmailChoice(page: Page): Promise<void> {
  await page.route("**/graphql", (route) =>
    (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === "useDeliveryByEmailMutation"
      ? route.abort("connectionreset")
      : route.continue(),
  );
}

test("the brief's time is saved, and email copies go on and off", async ({ browser }) => {
  const context = await newClientContext(browser);
  await signIn(context.request, DEMO_CLIENT, "CLIENT");
  const before = await deliveryOf(context.request);
  expect(before.byEmail).toBe(false);
  try {
    const page = await context.newPage();
    await page.goto("/client/dashboard");
    const card = page.getByRole("region", { name: CARD });
    const field = briefTimeField(card);
    await expect(field).toHaveValue(before.briefTime);

    await field.fill("07:45");
    await card.getByRole("button", { name: "Save time" }).click();
    await expect(toastWith(page, "Brief time saved")).toContainText("Your morning brief arrives at 7:45 am IST.");
    await expect(card.getByRole("heading", { name: "Morning brief at 7:45 am IST" })).toBeVisible();
    // Ria's note on the plan card reads the same record.
    await expect(page.getByRole("figure", { name: "A message from Ria" })).toContainText("Your morning brief arrives at 7:45 am IST.");
    expect((await deliveryOf(context.request)).briefTime).toBe("07:45");
    await page.reload();
    await expect(field).toHaveValue("07:45");

    const box = emailCopies(card, DEMO_CLIENT.email);
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(NOTE);
    await box.check();
    await expect(toastWith(page, "Email copies on")).toContainText(`Reminders and your morning brief also go to ${DEMO_CLIENT.email}.`);
    await expect.poll(async () => (await deliveryOf(context.request)).byEmail).toBe(true);
    await page.reload();
    await expect(box).toBeChecked();
    expect(await deliveryOf(context.request)).toEqual({ briefTime: "07:45", byEmail: true });

    await box.uncheck();
    await expect(toastWith(page, "Email copies off")).toBeVisible();
    await expect.poll(async () => (await deliveryOf(context.request)).byEmail).toBe(false);
    await page.reload();
    await expect(box).not.toBeChecked();
  } finally {
    await restore(context.request, before.briefTime);
    await context.close();
  }
});

test("a time the server refuses is explained under the field; a choice that is not saved is put back", async ({ browser }) => {
  const context = await newClientContext(browser);
  await signIn(context.request, DEMO_CLIENT, "CLIENT");
  const before = await deliveryOf(context.request);
  try {
    const page = await context.newPage();
    await page.goto("/client/dashboard");
    const card = page.getByRole("region", { name: CARD });
    const field = briefTimeField(card);

    // An emptied field is sent as it is: the server's words go under it.
    await field.fill("");
    await card.getByRole("button", { name: "Save time" }).click();
    await expect(field).toHaveAccessibleDescription("Use a time like 08:00 (24-hour, IST)");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(toastWith(page, "Brief time saved")).toHaveCount(0);
    expect((await deliveryOf(context.request)).briefTime).toBe(before.briefTime);

    // The email choice is lost on its way: the box goes back, and says so.
    await dropEmailChoice(page);
    const box = emailCopies(card, DEMO_CLIENT.email);
    await box.click();
    await expect(card.getByRole("alert")).toHaveText("Email copies are still off. Ria could not be reached. Please try again.");
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(`${NOTE} Email copies are still off. Ria could not be reached. Please try again.`);
    await expect(toastWith(page, "Email copies on")).toHaveCount(0);
    expect((await deliveryOf(context.request)).byEmail).toBe(false);

    // The card with both messages showing, as axe sees it.
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")).map(({ id }) => id)).toEqual([]);

    // Once it gets through, the message goes, and a good time clears the field's.
    await page.unroute("**/graphql");
    await box.check();
    await expect(toastWith(page, "Email copies on")).toBeVisible();
    await expect(card.getByRole("alert")).toHaveCount(0);
    await field.fill("08:30");
    await card.getByRole("button", { name: "Save time" }).click();
    await expect(toastWith(page, "Brief time saved")).toContainText("Your morning brief arrives at 8:30 am IST.");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(card.getByText("Use a time like 08:00 (24-hour, IST)")).toHaveCount(0);
    expect(await deliveryOf(context.request)).toEqual({ briefTime: "08:30", byEmail: true });
  } finally {
    await restore(context.request, before.briefTime);
    await context.close();
  }
});

test("on a phone, by keyboard: a demo sandbox's internal address is never shown", async ({ browser }) => {
  // A browser's own demo sandbox: its settings are its own, so nothing needs putting back.
  const context = await newClientContext(browser, { viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInAsDemoClient(page);
  await page.goto("/client/dashboard");
  const card = page.getByRole("region", { name: CARD });
  const box = emailCopies(card, "your email address");
  await expect(box).toBeVisible();
  await expect(card).not.toContainText("@demo.ria.example");
  await expect(card).toContainText(NOTE);
  await expectNoSidewaysScroll(page);

  // The time typed into the field's hour, minute and am/pm parts, and Enter saves it; Tab leaves the field's parts for
  // the button, then the box, and Space ticks it.
  const field = briefTimeField(card);
  await field.focus();
  await page.keyboard.type("0615a");
  await expect(field).toHaveValue("06:15");
  await page.keyboard.press("Enter");
  await expect(toastWith(page, "Brief time saved")).toContainText("Your morning brief arrives at 6:15 am IST.");
  await tabTo(page, card.getByRole("button", { name: "Save time" }));
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.press("Space");
  await expect(toastWith(page, "Email copies on")).toContainText("Reminders and your morning brief also go to your email address.");
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();
  await expect(card).not.toContainText("@demo.ria.example");
  expect(await deliveryOf(page.request)).toEqual({ briefTime: "06:15", byEmail: true });
  await expectNoSidewaysScroll(page);
  await context.close();
});
