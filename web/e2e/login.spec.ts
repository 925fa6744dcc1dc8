import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { toast } from "./support/leads";
import { holdOperation } from "./support/hold-operation";

// Every test signs in from a client IP of its own: the api limits failed sign-ins per IP.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("/login shows the account type, username and password, the demo hint and the demo link", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Ria" })).toBeVisible();
  const accountType = page.getByLabel("Account type");
  await expect(accountType).toHaveValue("");
  await expect(accountType.getByRole("option")).toHaveText(["Select account type", "Administrator", "Client"]);
  await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");

  const hint = page.getByRole("complementary", { name: "Demo client credentials" });
  await expect(hint).toContainText(DEMO_CLIENT.email);
  await expect(hint).toContainText(DEMO_CLIENT.password);
  // Never an administrator credential, anywhere in the page.
  const html = await page.content();
  expect(html).not.toContain(E2E_ADMIN.email);
  expect(html).not.toContain(E2E_ADMIN.password);

  await page.getByRole("link", { name: "Try our demo" }).click();
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
});

test("without an account type, /login asks for one", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("someone@example.in");
  await page.getByLabel("Password", { exact: true }).fill("anything");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Please select user type")).toBeVisible();
  await expect(toast(page, "Choose whether you're logging in as Admin or Client")).toBeVisible();
  await expect(page.getByLabel("Account type")).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test("username and password are required", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption("Administrator");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Username is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Username")).toBeFocused();

  await page.getByLabel("Username").fill("someone@example.in");
  await expect(page.getByText("Username is required", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
});

test("wrong administrator credentials are refused with 'Invalid admin credentials'", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption("Administrator");
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Login failed")).toBeVisible();
  await expect(toast(page, "Invalid admin credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("wrong client credentials are refused with 'Please enter valid credentials'", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption("Client");
  await page.getByLabel("Username").fill(DEMO_CLIENT.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Login failed")).toBeVisible();
  await expect(toast(page, "Please enter valid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("an administrator signs in, with a busy button meanwhile, and lands on the admin dashboard", async ({ page }) => {
  // The sign-in answer waits until the busy state has been seen.
  const signIn = await holdOperation(page, "useSignInMutation");
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption("Administrator");
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Signing in…" })).toBeDisabled();
  signIn.release();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, "Admin login successful")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("the demo client signs in with the hint's credentials and goes to the client dashboard", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Use demo client" }).click();
  await expect(page.getByLabel("Account type")).toHaveValue("CLIENT");
  await expect(page.getByLabel("Username")).toHaveValue(DEMO_CLIENT.email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(toast(page, "Client login successful")).toBeVisible();
});

test("Enter in the password field submits the form", async ({ page }) => {
  await page.goto("/client/login");
  await page.getByLabel("Username").fill(DEMO_CLIENT.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_CLIENT.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(toast(page, "Client login successful")).toBeVisible();
});

test("a failure to reach the server says 'Login failed'", async ({ page }) => {
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("useSignInMutation") ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Login failed")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
});

test("after too many failures the server pauses sign-in and the page says for how long", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Account type").selectOption("Client");
  await page.getByLabel("Username").fill(`nobody.${Date.now()}@example.in`);
  await page.getByLabel("Password", { exact: true }).fill("wrong");
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(toast(page, "Please enter valid credentials")).toBeVisible();
    await page.getByRole("button", { name: "Dismiss notification" }).click();
  }
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Login failed")).toBeVisible();
  await expect(
    page.getByRole("region", { name: /^Notification/ }).getByText(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/),
  ).toBeVisible();
});
