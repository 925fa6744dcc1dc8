import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** What a valid deployment request looks like, with an email no other test uses (the api de-duplicates). */
export function validRequest(tag: string) {
  return {
    name: "Priya Sharma",
    email: `priya.${tag}.${Date.now()}@example.in`,
    company: "Sharma Industries",
    title: "Chief Executive Officer",
    phone: "+91 98765 00000",
    planInterest: "Pro",
    message: "We need Ria for WhatsApp triage and board scheduling.",
    urgency: "High",
  };
}
export type RequestValues = ReturnType<typeof validRequest>;

/** Spec section 5: every field's message, in form order. */
export const FIELD_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  company: "Company name is required",
  title: "Job title is required",
  phone: "Please enter a valid phone number",
  planInterest: "Please select a plan",
  message: "Please provide more details about your requirements",
  urgency: "Please select urgency level",
} as const;

/** The provider's contact details, as the api's configuration gives them. */
export async function readSiteConfig(request: APIRequestContext) {
  const response = await request.post("/graphql", {
    data: { query: "{ siteConfig { providerName providerPhone whatsappNumber } }" },
    headers: { "content-type": "application/json" },
  });
  const body = (await response.json()) as { data: { siteConfig: { providerName: string; providerPhone: string; whatsappNumber: string } } };
  return body.data.siteConfig;
}

/** WhatsApp cannot be reached offline: answer its links with a stub page, so only the address is checked. */
export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
}

/** The landing page read the way a person reads it: by roles, labels and visible names. */
export class LandingPageModel {
  readonly form: Locator;
  readonly submitButton: Locator;
  readonly contactDialog: Locator;
  readonly headerContact: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Deployment request" });
    this.submitButton = this.form.getByRole("button", { name: /^(Submit Deployment Request|Submitting Request\.\.\.)$/ });
    this.contactDialog = page.getByRole("dialog", { name: "Contact Ria" });
    this.headerContact = page.getByRole("button", { name: "Contact", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/simplified-dashboard");
    await expect(this.page.getByRole("heading", { level: 1, name: "Your Always-On Executive Partner" })).toBeVisible();
  }

  field(
    label: "Full name" | "Work email" | "Company" | "Job title" | "Phone number" | "Plan interest" | "Urgency" | "Your requirements",
  ): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(values: RequestValues): Promise<void> {
    await this.field("Full name").fill(values.name);
    await this.field("Work email").fill(values.email);
    await this.field("Company").fill(values.company);
    await this.field("Job title").fill(values.title);
    await this.field("Phone number").fill(values.phone);
    await this.field("Plan interest").selectOption(values.planInterest);
    await this.field("Urgency").selectOption(values.urgency);
    await this.field("Your requirements").fill(values.message);
  }

  /** A toast on screen, by its title (Radix also announces it off-screen; this finds the visible one). */
  toast(title: string): Locator {
    return this.page
      .getByRole("region", { name: /^Notification/ })
      .getByRole("listitem")
      .filter({ hasText: title });
  }
}

/**
 * The hero's product picture: a figure captioned in words, holding the chat's own bubbles (a request,
 * Ria's reply) and the two actions she took. Returns the figure.
 */
export async function expectHeroChat(page: Page) {
  const hero = page.getByRole("region", { name: "Your Always-On Executive Partner" });
  const chat = hero.getByRole("figure", { name: "One WhatsApp message: the meeting booked, the reminder set." });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole("listitem").filter({ hasText: "You said:" })).toContainText("Remind me an hour before.");
  await expect(chat.getByRole("listitem").filter({ hasText: "Ria said:" }).first()).toContainText("The call is booked");
  const actions = chat.getByRole("list", { name: "Actions Ria took" }).getByRole("listitem");
  await expect(actions).toHaveCount(2);
  await expect(actions.nth(0)).toContainText("Meeting");
  await expect(actions.nth(0)).toContainText("Scheduled");
  await expect(actions.nth(1)).toContainText("Reminder");
  // Nothing in it is a control: it is a picture of the product, not a second chat.
  await expect(chat.getByRole("button")).toHaveCount(0);
  await expect(chat.getByRole("textbox")).toHaveCount(0);
  return chat;
}
