import { expect, test } from "@playwright/test";
import { E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { createRule, deleteRule, readRule, ruleCard } from "./support/automation-api";
import { waitForSubscription } from "./support/live-subscription";
import { gql, signIn, toastWith, uniqueTag } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  await signIn(context.request, E2E_ADMIN, "ADMIN");
});

test("the switch turns a rule off ('Rule Updated'), Edit saves through the same form, Delete asks first ('Rule Deleted')", async ({
  page,
}) => {
  const tag = uniqueTag();
  const id = `manage-${tag}`;
  await createRule(page.request, {
    id,
    name: `Board prep ${tag}`,
    description: "Brief before board meetings",
    trigger: "calendar",
    conditions: { minutesBefore: 30 },
  });
  try {
    await page.goto("/automation-rules");
    const card = ruleCard(page, `Board prep ${tag}`);
    await expect(card.getByText("30 minutes before each calendar event")).toBeVisible();
    const toggle = card.getByRole("switch", { name: `Active: Board prep ${tag}` });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    const updated = toastWith(page, "Rule Updated");
    await expect(updated).toBeVisible();
    await expect(updated.getByText("Automation rule has been updated successfully.", { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    expect((await readRule(page.request, id))?.active).toBe(false);

    // Keyboard works too.
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "true");

    await card.getByRole("button", { name: `Edit Board prep ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Automation Rule" });
    await expect(dialog.getByLabel("Rule ID")).toHaveValue(id);
    await expect(dialog.getByLabel("Rule ID")).toBeDisabled();
    await expect(dialog.getByLabel("Trigger")).toHaveValue("calendar");
    await expect(dialog.getByLabel("Minutes before the event")).toHaveValue("30");
    await dialog.getByLabel("Name").fill(`Board briefing ${tag}`);
    await dialog.getByLabel("Minutes before the event").fill("45");
    await dialog.getByRole("button", { name: "Add action" }).click();
    await dialog.getByRole("group", { name: "Action 1" }).getByLabel("Type").selectOption("notify_admin");
    await dialog.getByRole("group", { name: "Action 1" }).getByLabel("Notification").fill("Board meeting soon");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastWith(page, "Rule Updated")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const renamed = ruleCard(page, `Board briefing ${tag}`);
    await expect(renamed.getByText("45 minutes before each calendar event")).toBeVisible();
    await expect(renamed.getByText("Notify admin: “Board meeting soon”")).toBeVisible();

    // Delete asks first; Cancel keeps the rule.
    await renamed.getByRole("button", { name: `Delete Board briefing ${tag}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete rule" });
    await expect(confirm.getByText("Are you sure you want to delete this automation rule?", { exact: true })).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(renamed).toBeVisible();
    await renamed.getByRole("button", { name: `Delete Board briefing ${tag}` }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    const deleted = toastWith(page, "Rule Deleted");
    await expect(deleted).toBeVisible();
    await expect(deleted.getByText("Automation rule has been deleted successfully.", { exact: true })).toBeVisible();
    await expect(renamed).toHaveCount(0);
    expect(await readRule(page.request, id)).toBeNull();
  } finally {
    await deleteRule(page.request, id);
  }
});

// The page missed the news of the removal: its list still shows the rule.
test("a rule removed elsewhere: switching it says 'Update Failed', deleting it says 'Delete Failed'", async ({ page }) => {
  const tag = uniqueTag();
  const id = `gone-${tag}`;
  await createRule(page.request, {
    id,
    name: `Gone ${tag}`,
    description: "Deleted behind the page's back",
    trigger: "keyword",
    conditions: { keywords: [`gone${tag}`] },
  });
  // This page misses the live "deleted" push (as a page whose socket dropped would), so it still shows the rule.
  await page.routeWebSocket(/\/graphql/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!String(message).includes("automationRuleChanged")) socket.send(message);
    });
  });
  await page.goto("/automation-rules");
  const card = ruleCard(page, `Gone ${tag}`);
  await expect(card).toBeVisible();
  await deleteRule(page.request, id);

  const toggle = card.getByRole("switch");
  await toggle.click();
  const failed = toastWith(page, "Update Failed");
  await expect(failed).toBeVisible();
  await expect(failed.getByText("Failed to update automation rule.", { exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  await card.getByRole("button", { name: `Delete Gone ${tag}` }).click();
  await page.getByRole("alertdialog", { name: "Delete rule" }).getByRole("button", { name: "Delete", exact: true }).click();
  const deleteFailed = toastWith(page, "Delete Failed");
  await expect(deleteFailed).toBeVisible();
  await expect(deleteFailed.getByText("Failed to delete automation rule.", { exact: true })).toBeVisible();
  // The list is fetched again, so the stale card goes.
  await expect(card).toHaveCount(0);
});

test("'Test rule' is a dry run: would it fire, on which keyword, and what it would do; nothing runs", async ({ page }) => {
  const tag = uniqueTag();
  const id = `dry-${tag}`;
  await createRule(page.request, {
    id,
    name: `Escalations ${tag}`,
    description: "Escalate on request",
    trigger: "keyword",
    conditions: { keywords: [`escalate${tag}`] },
    actions: [
      { type: "reply", text: "Escalated: {{message}}" },
      { type: "add_list_item", title: "Escalation" },
    ],
  });
  try {
    await page.goto("/automation-rules");
    const card = ruleCard(page, `Escalations ${tag}`);
    await card.getByRole("button", { name: `Test rule: Escalations ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: `Test rule: Escalations ${tag}` });
    await dialog.getByLabel("Sample message").fill(`Please ESCALATE${tag} now`);
    await dialog.getByRole("button", { name: "Run test" }).click();
    const result = dialog.getByRole("region", { name: "Dry run result" });
    await expect(result.getByText("Would fire", { exact: true })).toBeVisible();
    await expect(result).toContainText(`Matched keyword: escalate${tag}`);
    await expect(result.getByText(`Reply on whatsapp to sample: “Escalated: Please ESCALATE${tag} now”`, { exact: true })).toBeVisible();
    await expect(result.getByText("Add “Escalation” to the task list", { exact: true })).toBeVisible();

    await dialog.getByLabel("Sample message").fill("Nothing to see here");
    await dialog.getByRole("button", { name: "Run test" }).click();
    await expect(result.getByText("Would not fire", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    // A dry run records no run.
    await expect(card.getByText("No runs yet.")).toBeVisible();
    const { automationRules } = await gql<{ automationRules: Array<{ ruleId: string; runs: { edges: unknown[] } }> }>(
      page.request,
      "{ automationRules { ruleId runs { edges { node { id } } } } }",
    );
    expect(automationRules.find((rule) => rule.ruleId === id)?.runs.edges).toEqual([]);
  } finally {
    await deleteRule(page.request, id);
  }
});

test("a rule's runs appear on its card live, with time, trigger, status, duration and effects", async ({ page }) => {
  const tag = uniqueTag();
  const id = `live-${tag}`;
  await createRule(page.request, {
    id,
    name: `Live runs ${tag}`,
    description: "Records what it does",
    trigger: "keyword",
    conditions: { keywords: [`ping${tag}`] },
    actions: [{ type: "add_list_item", title: "Pinged: {{message}}" }],
  });
  try {
    await page.goto("/automation-rules");
    await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");
    const card = ruleCard(page, `Live runs ${tag}`);
    await expect(card.getByText("No runs yet.")).toBeVisible();

    const text = `ping${tag} from the road`;
    await gql(page.request, `mutation ($input: SimulateWhatsAppInput!) { simulateWhatsAppMessage(input: $input) { __typename } }`, {
      input: { from: `9198${Date.now().toString().slice(-8)}`, name: "Road test", text },
    });
    const run = card.getByRole("region", { name: "Latest runs" }).getByRole("listitem").first();
    await expect(run.getByText("Succeeded", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(run).toContainText(`Triggered by “${text}”`);
    await expect(run).toContainText("IST");
    await expect(run).toContainText(/\d+ ms/);
    await expect(run.getByText(`Add “Pinged: ${text}” to the task list`, { exact: true })).toBeVisible();
  } finally {
    await deleteRule(page.request, id);
  }
});

test("a rule another admin creates, switches off or deletes changes this open page live", async ({ page }) => {
  const tag = uniqueTag();
  const id = `live-${tag}`;
  const listening = waitForSubscription(page, "useRuleChangedSubscription");
  await page.goto("/automation-rules");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await listening;
  // The other admin works through the API, not through this page.
  await createRule(page.request, {
    id,
    name: `Live ${tag}`,
    description: "Made elsewhere",
    trigger: "keyword",
    conditions: { keywords: [`live${tag}`] },
  });
  const card = ruleCard(page, `Live ${tag}`);
  await expect(card).toBeVisible({ timeout: 5000 });
  await deleteRule(page.request, id);
  await expect(card).toHaveCount(0, { timeout: 5000 });
});

test("'Test rule' on a switched-off rule says it is off, and what it would do once switched on", async ({ page }) => {
  const tag = uniqueTag();
  const id = `off-${tag}`;
  await createRule(page.request, {
    id,
    name: `Dormant ${tag}`,
    description: "Off until the board season",
    trigger: "keyword",
    active: false,
    conditions: { keywords: [`board${tag}`] },
    actions: [{ type: "add_list_item", title: "Prepare the board pack" }],
  });
  try {
    await page.goto("/automation-rules");
    const card = ruleCard(page, `Dormant ${tag}`);
    await card.getByRole("button", { name: `Test rule: Dormant ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: `Test rule: Dormant ${tag}` });
    await dialog.getByLabel("Sample message").fill(`The board${tag} meets on Friday`);
    await dialog.getByRole("button", { name: "Run test" }).click();
    const result = dialog.getByRole("region", { name: "Dry run result" });
    await expect(result.getByText("Switched off: would not fire", { exact: true })).toBeVisible();
    await expect(result).toContainText(
      "This rule is switched off, so nothing happens when this arrives. Switch it on and this sample sets it off.",
    );
    await expect(result.getByText("Once switched on, it would:")).toBeVisible();
    await expect(result.getByText("Add “Prepare the board pack” to the task list", { exact: true })).toBeVisible();

    await dialog.getByLabel("Sample message").fill("Lunch at one");
    await dialog.getByRole("button", { name: "Run test" }).click();
    await expect(result).toContainText("Switched on, this sample would not set it off either.");
  } finally {
    await deleteRule(page.request, id);
  }
});

test("a run set off from the chat names the person who wrote, not their account id", async ({ page }) => {
  const tag = uniqueTag();
  const id = `chat-${tag}`;
  await createRule(page.request, {
    id,
    name: `Chat replies ${tag}`,
    description: "Answers in the chat",
    trigger: "keyword",
    conditions: { keywords: [`hello${tag}`] },
    actions: [{ type: "reply", text: "Noted: {{message}}" }],
  });
  try {
    const { viewer } = await gql<{ viewer: { name: string } }>(page.request, "{ viewer { name } }");
    await page.goto("/automation-rules");
    // The run is pushed to the open page: its subscription must be live before the chat sets the rule off.
    await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");
    const card = ruleCard(page, `Chat replies ${tag}`);
    await expect(card.getByText("No runs yet.")).toBeVisible();
    const text = `hello${tag} from the chat`;
    expect((await page.request.post("/api/ria/chat", { data: { message: text } })).ok()).toBe(true);
    const run = card.getByRole("region", { name: "Latest runs" }).getByRole("listitem").first();
    await expect(run.getByText(`Reply on chat to ${viewer.name}: “Noted: ${text}”`, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(run).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  } finally {
    await deleteRule(page.request, id);
  }
});
