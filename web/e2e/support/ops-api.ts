import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** Runs a GraphQL operation with the request context's session cookie; fails the test on GraphQL errors. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { headers: { "content-type": "application/json" }, data: { query, variables } });
  expect(response.ok(), `GraphQL answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Signs the context in through the REST shim (sets its HttpOnly session cookie). */
export async function signIn(
  request: APIRequestContext,
  account: { email: string; password: string },
  accountType: "ADMIN" | "CLIENT",
): Promise<void> {
  const response = await request.post("/api/auth/login", { data: { username: account.email, password: account.password, accountType } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The IST wall-clock minute `minutesAhead` from now, as a datetime-local input takes it. */
export function istMinute(minutesAhead = 0, from = Date.now()): string {
  return new Date(from + 330 * 60_000 + minutesAhead * 60_000).toISOString().slice(0, 16);
}

/** A tag no other test run uses, for names and ids. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * The visible toast with this exact title (Radix also renders an off-screen copy for announcements).
 * While a modal dialog is open the rest of the page is aria-hidden, toasts included, so hidden roles count.
 */
export function toastWith(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /^Notification/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Fails when the page is wider than the viewport (sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}
