import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN, newClientContext } from "./support/accounts";
import { AssistantChat, SUGGESTIONS } from "./support/assistant-chat";
import { signInAsDemoClient } from "./support/client-dashboard";
import { signIn } from "./support/ops-api";

/** WCAG 2.1 A and AA, as the issue asks; "serious" and "critical" findings fail the test. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING = new Set(["serious", "critical"]);

const PUBLIC_SCREENS = [
  "/simplified-dashboard",
  "/login",
  "/client/login",
  "/admin/login",
  "/status",
  "/pitch",
  "/analytics",
  "/ria-assistant",
  "/integrations",
  "/patswap",
  "/ai-scheduler",
  "/pricing",
  "/automation-rules",
  "/whatsapp-test",
  "/platform-test",
  "/account",
  "/no-such-page",
];
const CLIENT_SCREENS = [
  "/client/dashboard",
  "/integrations",
  "/ria-assistant",
  "/ai-scheduler",
  "/analytics",
  "/patswap",
  "/pricing",
  "/account",
];
const ADMIN_SCREENS = [
  "/admin/dashboard",
  "/integrations",
  "/automation-rules",
  "/analytics",
  "/status",
  "/platform-test",
  "/whatsapp-test",
  "/account",
];

/** Each serious or critical axe finding on the screen, as "rule (impact): target". */
async function seriousFindings(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 20_000 });
  // Let suspended sections and live data settle, so axe sees the screen a person sees.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  return seriousFindingsNow(page, path);
}

/** The findings on the page as it is, once nothing is loading. */
async function seriousFindingsNow(page: Page, path: string): Promise<string[]> {
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => FAILING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${path} ${violation.id} (${violation.impact}): ${node.target.join(" ")} ${node.any[0]?.message ?? ""}`,
      ),
    );
}

async function auditAs(browser: Browser, screens: readonly string[], signInAs?: (page: Page) => Promise<void>) {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  if (signInAs) await signInAs(page);
  const findings: string[] = [];
  for (const path of screens) findings.push(...(await seriousFindings(page, path)));
  await context.close();
  return findings;
}

test.describe.configure({ timeout: 240_000 });

test("axe finds nothing serious or critical on any screen a visitor sees", async ({ browser }) => {
  expect(await auditAs(browser, PUBLIC_SCREENS)).toEqual([]);
});

test("axe finds nothing serious or critical on any screen a client sees", async ({ browser }) => {
  expect(await auditAs(browser, CLIENT_SCREENS, signInAsDemoClient)).toEqual([]);
});

test("axe finds nothing serious or critical on any screen an admin sees", async ({ browser }) => {
  expect(await auditAs(browser, ADMIN_SCREENS, (page) => signIn(page.request, E2E_ADMIN, "ADMIN"))).toEqual([]);
});

// The chat's empty screen says little about the chat: audit a conversation, with Ria's reply and its action chip, on a phone.
test("axe finds nothing serious or critical in a conversation with Ria on a 375 px phone", async ({ browser }) => {
  const context = await newClientContext(browser, { viewport: { width: 375, height: 812 } });
  const chat = new AssistantChat(await context.newPage());
  await chat.goto();
  await chat.input.fill(SUGGESTIONS[0]);
  await chat.input.press("Enter");
  await expect(chat.actions().first()).toBeVisible();
  expect(await seriousFindingsNow(chat.page, "/ria-assistant (a conversation)")).toEqual([]);
  await context.close();
});
