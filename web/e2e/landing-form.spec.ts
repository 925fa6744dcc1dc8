import { expect, test, type Browser, type Page } from "@playwright/test";
import { newClientContext } from "./support/accounts";
import { FIELD_MESSAGES, LandingPageModel, readSiteConfig, stubWhatsApp, validRequest } from "./support/landing-page";
import { holdOperation } from "./support/hold-operation";

/** Each test submits from its own client IP, so the contact form's per-IP limit never carries over. */
async function openLanding(browser: Browser): Promise<{ page: Page; landing: LandingPageModel }> {
  const context = await newClientContext(browser);
  await stubWhatsApp(context);
  const page = await context.newPage();
  const landing = new LandingPageModel(page);
  await landing.goto();
  return { page, landing };
}

test("an empty submit shows every field's message; then each updates as the visitor types", async ({ browser }) => {
  const { page, landing } = await openLanding(browser);
  let mutations = 0;
  page.on("request", (request) => {
    if (request.postData()?.includes("useSubmitContactRequestMutation")) mutations++;
  });

  // Before any submit, typing shows nothing (checked on submit first).
  await landing.field("Full name").fill("P");
  await expect(landing.form.getByText(FIELD_MESSAGES.name)).toBeHidden();
  await landing.field("Full name").fill("");

  await landing.submitButton.click();
  for (const message of Object.values(FIELD_MESSAGES)) await expect(landing.form.getByText(message, { exact: true })).toBeVisible();
  await expect(landing.field("Full name")).toBeFocused();
  await expect(landing.field("Full name")).toHaveAttribute("aria-invalid", "true");
  expect(mutations).toBe(0);

  // Then on change: each message goes as soon as its field is right, and comes back when it is wrong again.
  await landing.field("Full name").fill("Priya");
  await expect(landing.form.getByText(FIELD_MESSAGES.name)).toBeHidden();
  await landing.field("Full name").fill("P");
  await expect(landing.form.getByText(FIELD_MESSAGES.name)).toBeVisible();

  await landing.field("Work email").fill("priya@");
  await expect(landing.form.getByText(FIELD_MESSAGES.email)).toBeVisible();
  await landing.field("Work email").fill("priya@example.in");
  await expect(landing.form.getByText(FIELD_MESSAGES.email)).toBeHidden();

  await landing.field("Company").fill("Sharma Industries");
  await expect(landing.form.getByText(FIELD_MESSAGES.company)).toBeHidden();
  await landing.field("Job title").fill("CEO");
  await expect(landing.form.getByText(FIELD_MESSAGES.title)).toBeHidden();
  await landing.field("Phone number").fill("98765");
  await expect(landing.form.getByText(FIELD_MESSAGES.phone)).toBeVisible();
  await landing.field("Phone number").fill("+91 98765 43210");
  await expect(landing.form.getByText(FIELD_MESSAGES.phone)).toBeHidden();
  await landing.field("Plan interest").selectOption("Elite");
  await expect(landing.form.getByText(FIELD_MESSAGES.planInterest)).toBeHidden();
  await landing.field("Urgency").selectOption({ label: "Critical (This week)" });
  await expect(landing.form.getByText(FIELD_MESSAGES.urgency)).toBeHidden();
  await landing.field("Your requirements").fill("Too short");
  await expect(landing.form.getByText(FIELD_MESSAGES.message)).toBeVisible();
  await landing.field("Your requirements").fill("Long enough to describe what we need.");
  await expect(landing.form.getByText(FIELD_MESSAGES.message)).toBeHidden();
});

test("the selects offer the spec's plans and urgency labels; the message box is at least 80px high", async ({ browser }) => {
  const { landing } = await openLanding(browser);
  await expect(landing.field("Plan interest").locator("option:not([disabled])")).toHaveText(["Starter", "Pro", "Elite", "Enterprise"]);
  await expect(landing.field("Urgency").locator("option:not([disabled])")).toHaveText([
    "Critical (This week)",
    "High (Within 1 week)",
    "Medium (Within 1 month)",
    "Low (Just exploring)",
  ]);
  const urgencyValues = await landing
    .field("Urgency")
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(urgencyValues).toEqual(["Critical", "High", "Medium", "Low"]);
  const box = await landing.field("Your requirements").boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(80);

  const honeypot = landing.form.locator("input[name=website]");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(landing.form.getByRole("textbox", { name: "Website" })).toHaveCount(0);
});

test("a valid request: submitting state, success panel, toast, WhatsApp tab after a second, then another request", async ({ browser }) => {
  const { page, landing } = await openLanding(browser);
  const config = await readSiteConfig(page.request);
  const values = validRequest("success");
  // The mutation waits until the submitting state has been seen.
  const submission = await holdOperation(page, "useSubmitContactRequestMutation");
  await landing.fill(values);

  const tab = page.context().waitForEvent("page");
  await landing.submitButton.click();
  await expect(landing.submitButton).toHaveText("Submitting Request...");
  await expect(landing.submitButton).toBeDisabled();
  submission.release();

  await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
  // The toast lives a few seconds: read it first, before the slower checks of the panel.
  await expect(landing.toast("Redirecting to WhatsApp")).toContainText("Connecting you with our executive team now.");
  await expect(page.getByText("Our executive team will contact you within 24 hours")).toBeVisible();
  for (const step of [
    "A 30-minute consultation call",
    "A custom demo",
    "A pilot deployment, if approved",
    "Full onboarding within 48 hours",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: step })).toBeVisible();
  }
  await expect(landing.form).toHaveCount(0);

  const chat = await tab;
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${config.whatsappNumber}`);
  const text = url.searchParams.get("text") ?? "";
  for (const part of [
    values.company,
    values.name,
    values.title,
    values.email,
    values.phone,
    values.planInterest,
    "High (Within 1 week)",
    values.message,
  ]) {
    expect(text).toContain(part);
  }
  expect(chat.url()).toContain(encodeURIComponent(values.email));

  await page.getByRole("button", { name: "Submit Another Request" }).click();
  await expect(landing.field("Full name")).toHaveValue("");
  await expect(landing.field("Full name")).toBeFocused();
  await expect(landing.field("Work email")).toHaveValue("");
  await expect(landing.field("Plan interest")).toHaveValue("");
  await expect(landing.field("Urgency")).toHaveValue("");
  await expect(landing.field("Your requirements")).toHaveValue("");
  await expect(landing.form.getByText(FIELD_MESSAGES.name)).toBeHidden();
});

test("a server failure shows the destructive toast and keeps everything the visitor typed", async ({ browser }) => {
  const { page, landing } = await openLanding(browser);
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("useSubmitContactRequestMutation")
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.continue(),
  );
  const values = validRequest("failure");
  await landing.fill(values);
  await landing.submitButton.click();

  const toast = landing.toast("Submission Failed");
  await expect(toast).toContainText("Please try again or contact us directly.");
  await expect(landing.field("Full name")).toHaveValue(values.name);
  await expect(landing.field("Work email")).toHaveValue(values.email);
  await expect(landing.field("Plan interest")).toHaveValue(values.planInterest);
  await expect(landing.field("Urgency")).toHaveValue(values.urgency);
  await expect(landing.field("Your requirements")).toHaveValue(values.message);
  await expect(landing.submitButton).toHaveText("Submit Deployment Request");
  await expect(landing.submitButton).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Request Submitted!" })).toHaveCount(0);
});

test("a refusal from the server (too many requests) is a failure too; its field messages land on their fields", async ({ browser }) => {
  const { page, landing } = await openLanding(browser);
  let answer: object = { __typename: "RateLimitedError", code: "RATE_LIMITED", message: "Too many requests from your network." };
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("useSubmitContactRequestMutation")
      ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: { submitContactRequest: answer } }) })
      : route.continue(),
  );
  const values = validRequest("refused");
  await landing.fill(values);
  await landing.submitButton.click();
  await expect(landing.toast("Submission Failed")).toBeVisible();
  await expect(landing.field("Company")).toHaveValue(values.company);

  answer = {
    __typename: "ValidationError",
    code: "VALIDATION_FAILED",
    message: "Some fields need attention",
    fields: [{ field: "email", message: "Please enter a valid email address" }],
  };
  await landing.submitButton.click();
  await expect(landing.form.getByText(FIELD_MESSAGES.email, { exact: true })).toBeVisible();
  await expect(landing.field("Work email")).toHaveAttribute("aria-invalid", "true");
  await expect(landing.field("Work email")).toBeFocused();
});

test("when the browser blocks the WhatsApp tab, the success panel offers the chat as a link", async ({ browser }) => {
  const context = await newClientContext(browser);
  // A popup blocker: window.open gives nothing back.
  await context.addInitScript(() => {
    window.open = () => null;
  });
  const page = await context.newPage();
  const landing = new LandingPageModel(page);
  await landing.goto();
  const config = await readSiteConfig(page.request);
  const values = validRequest("blocked");
  await landing.fill(values);
  await landing.submitButton.click();

  await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
  const link = page.getByRole("link", { name: "Open the WhatsApp chat with our team" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${config.whatsappNumber}\\?text=.*${encodeURIComponent(values.email).replace(/\./g, "\\.")}`),
  );
  await expect(link).toHaveAttribute("target", "_blank");
  await context.close();
});
