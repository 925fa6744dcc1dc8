import { expect, test, type Browser } from "@playwright/test";
import { E2E_ADMIN, newClientContext } from "./support/accounts";
import { signInAsDemoClient } from "./support/client-dashboard";
import { expectNoSidewaysScroll, gql, signIn } from "./support/ops-api";

// Serial (playwright.config.ts): it changes the e2e administrator's password, and puts it back.
const NEW_PASSWORD = "a fresh passphrase for e2e";
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }`;

async function adminContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await newClientContext(browser, options);
  await signIn(context.request, E2E_ADMIN, "ADMIN");
  return context;
}

test("a visitor is asked to sign in", async ({ page }) => {
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sign in to manage your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute("href", "/login");
});

test("a demo sandbox is told it has no password of its own, and the page fits a 375 px phone", async ({ browser }) => {
  const context = await newClientContext(browser, { viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInAsDemoClient(page);
  await page.goto("/account");
  const card = page.getByRole("region", { name: "Password" });
  await expect(card).toContainText("This demo has no password of its own");
  await expect(page.getByRole("form", { name: "Change password" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await context.close();
});

test("an admin changes their password from the header's Account link: clear refusals, then every other device is signed out", async ({
  browser,
}) => {
  const phone = await adminContext(browser);
  const laptop = await adminContext(browser, { viewport: { width: 1440, height: 900 } });
  const page = await laptop.newPage();
  let changed = false;
  try {
    await page.goto("/status");
    await page.getByRole("banner").getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    const form = page.getByRole("form", { name: "Change password" });
    const current = form.getByLabel("Current password");
    const fresh = form.getByLabel("New password", { exact: true });
    const again = form.getByLabel("New password, again");
    const submit = form.getByRole("button", { name: "Change password" });

    // Refused before sending: nothing typed, a weak one (the checklist says what is missing), two that differ.
    await submit.click();
    await expect(form.getByText("Enter your current password")).toBeVisible();
    await current.fill(E2E_ADMIN.password);
    await fresh.fill("short");
    await expect(form.getByRole("listitem").filter({ hasText: "12 to 128 characters" })).toContainText("(not yet)");
    await submit.click();
    await expect(form.getByText("Use at least 12 characters")).toBeVisible();
    await expect(fresh).toHaveAttribute("aria-invalid", "true");
    await fresh.fill(NEW_PASSWORD);
    await expect(form.getByRole("listitem").filter({ hasText: "12 to 128 characters" })).toContainText("(done)");
    await again.fill("something else entirely");
    await submit.click();
    await expect(form.getByText("The two new passwords are not the same")).toBeVisible();

    // Refused by the server: the current password is wrong.
    await current.fill("not my password at all");
    await again.fill(NEW_PASSWORD);
    await submit.click();
    await expect(form.getByText("Your current password is not correct")).toBeVisible();

    // Done, from the keyboard: the phone's session is over, this one stays.
    await current.fill(E2E_ADMIN.password);
    await again.focus();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status")).toHaveText(
      "Password changed. Every other device signed in to your account has been signed out.",
    );
    changed = true;
    await expect(current).toHaveValue("");
    expect((await gql<{ viewer: unknown }>(phone.request, "{ viewer { id } }")).viewer).toBeNull();
    expect((await gql<{ viewer: { id: string } | null }>(laptop.request, "{ viewer { id } }")).viewer).not.toBeNull();
    const old = await phone.request.post("/api/auth/login", {
      data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password, accountType: "ADMIN" },
    });
    expect(old.status()).toBe(401);
    const renewed = await phone.request.post("/api/auth/login", {
      data: { username: E2E_ADMIN.email, password: NEW_PASSWORD, accountType: "ADMIN" },
    });
    expect(renewed.status()).toBe(200);
  } finally {
    // Back to the password every other spec signs in with.
    if (changed) {
      const restored = await gql<{ changePassword: { __typename: string } }>(laptop.request, CHANGE, {
        input: { currentPassword: NEW_PASSWORD, newPassword: E2E_ADMIN.password },
      });
      expect(restored.changePassword.__typename).toBe("MutationChangePasswordSuccess");
    }
    await phone.close();
    await laptop.close();
  }
});
