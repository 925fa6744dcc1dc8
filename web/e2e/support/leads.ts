import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { uniqueClientIp } from "./accounts";

/** A deployment request as the landing page's form sends it (spec section 3). */
export interface ContactFields {
  name: string;
  email: string;
  company: string;
  title: string;
  phone: string;
  planInterest: "Starter" | "Pro" | "Elite" | "Enterprise";
  message: string;
  urgency: "Low" | "Medium" | "High" | "Critical";
}

let sequence = 0;

/** A valid request no other test sends: its email and phone are unique (the api merges repeats within 24 h). */
export function newContactFields(overrides: Partial<ContactFields> = {}): ContactFields {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  const digits = `${Date.now()}${sequence}`.slice(-8).padStart(8, "0");
  return {
    name: `Ananya Rao ${tag}`,
    email: `ananya.${tag}@example.in`,
    company: `Rao Capital ${tag}`,
    title: "Chief Executive Officer",
    phone: `+91 98${digits}`,
    planInterest: "Enterprise",
    message: "We want Ria for our leadership team's WhatsApp and calendar.",
    urgency: "High",
    ...overrides,
  };
}

/**
 * Sends a deployment request through the REST route (spec section 7), from a client IP of its own,
 * so the contact form's per-IP limits never interfere between tests.
 */
export async function submitContactRequest(
  request: APIRequestContext,
  fields: ContactFields,
): Promise<{ id: string; submittedAt: string }> {
  const response = await request.post("/api/contact", { data: fields, headers: { "x-forwarded-for": uniqueClientIp() } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; submittedAt: string };
}

/** Signs a browser context in through the api (sets its HttpOnly session cookie), for tests about what comes after. */
export async function signInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
  accountType: "ADMIN" | "CLIENT",
): Promise<void> {
  const response = await request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: {
      query: `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }`,
      variables: { input: { username: account.email, password: account.password, accountType } },
    },
  });
  const body = (await response.json()) as { data?: { login: { __typename: string; message?: string } } };
  expect(body.data?.login, JSON.stringify(body)).toEqual({ __typename: "MutationLoginSuccess" });
}

/** A GraphQL query as the given context (with its cookie); returns data, or the errors' codes. */
export async function graphqlAs<T>(request: APIRequestContext, query: string): Promise<{ data: T | null; codes: string[] }> {
  const response = await request.post("/graphql", { headers: { "content-type": "application/json" }, data: { query } });
  const body = (await response.json()) as { data?: T | null; errors?: Array<{ extensions?: { code?: string } }> };
  return { data: body.data ?? null, codes: (body.errors ?? []).map((error) => error.extensions?.code ?? "") };
}

/** The toast on screen with this title (Radix also renders an off-screen announcement; this is the visible one). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole("region", { name: /^Notification/ }).getByText(title, { exact: true });
}
