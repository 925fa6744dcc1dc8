import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, E2E_ADMIN, uniqueClientIp } from "./support/accounts";
import { deleteRule, readRule, ruleCard, statFigure } from "./support/automation-api";
import { signIn, toastWith, uniqueTag } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("visitors and clients get 'Admin Access Required', and the api refuses them the rules", async ({ page }) => {
  await page.goto("/automation-rules");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in as admin" })).toHaveAttribute("href", "/admin/login");
  await expect(page.getByRole("button", { name: "Create Rule" })).toHaveCount(0);

  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  const refused = await page.request.post("/graphql", { data: { query: "{ automationRules { id } }" } });
  expect(((await refused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe("FORBIDDEN");
  await page.goto("/automation-rules");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("You are signed in as a client.", { exact: false })).toBeVisible();
});

test("the Create Rule dialog: spec defaults, inputs that follow the trigger, and 'Missing Information'", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/automation-rules");
  await page.getByRole("button", { name: "Create Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Automation Rule" });
  await expect(dialog).toBeVisible();

  // Defaults (spec section 5): trigger keyword, active, empty conditions and no actions.
  await expect(dialog.getByLabel("Trigger")).toHaveValue("keyword");
  await expect(dialog.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
  await expect(dialog.getByLabel("Keywords", { exact: true })).toHaveValue("");
  await expect(dialog.getByText("No actions yet.")).toBeVisible();
  await expect(dialog.getByLabel("Cron expression")).toHaveCount(0);

  await dialog.getByLabel("Trigger").selectOption("cron");
  const cron = dialog.getByLabel("Cron expression");
  await expect(cron).toBeVisible();
  await expect(cron).toHaveAttribute("placeholder", "0 * * * *");
  await expect(dialog.getByText(/every hour/)).toBeVisible();
  await expect(dialog.getByLabel("Keywords", { exact: true })).toHaveCount(0);

  await dialog.getByLabel("Trigger").selectOption("calendar");
  await expect(dialog.getByLabel("Minutes before the event")).toBeVisible();
  await expect(dialog.getByLabel("Cron expression")).toHaveCount(0);

  await dialog.getByLabel("Trigger").selectOption("email");
  await expect(dialog.getByLabel("Keywords (optional filter)")).toBeVisible();

  // The five action types.
  await dialog.getByRole("button", { name: "Add action" }).click();
  const action = dialog.getByRole("group", { name: "Action 1" });
  await expect(action.getByLabel("Type").locator("option")).toHaveText([
    "Reply to the sender",
    "Send a WhatsApp message",
    "Schedule a task",
    "Add to the task list",
    "Notify the admin dashboard",
  ]);
  await action.getByLabel("Type").selectOption("send_whatsapp");
  await expect(action.getByLabel("WhatsApp number")).toBeVisible();
  await action.getByRole("button", { name: "Remove action 1" }).click();
  await expect(dialog.getByText("No actions yet.")).toBeVisible();

  // id, name and description are required before anything is sent.
  await dialog.getByLabel("Name").fill("Only a name");
  await dialog.getByRole("button", { name: "Create Rule" }).click();
  const toast = toastWith(page, "Missing Information");
  await expect(toast).toBeVisible();
  await expect(toast.getByText("Please fill in all required fields.", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Rule ID")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Rule ID")).toBeFocused();
  await expect(dialog.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");

  // Escape closes the dialog the person is in, at once, even with the toast still up; the toast stays until it times out.
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(toast).toBeVisible();
});

test("the cron field previews the next runs in IST, and says what is wrong, while it is typed", async ({ page }) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  await page.goto("/automation-rules");
  await page.getByRole("button", { name: "Create Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Automation Rule" });
  await dialog.getByLabel("Trigger").selectOption("cron");
  const cron = dialog.getByLabel("Cron expression");

  await cron.fill("0 9");
  await expect(dialog.getByText(/^A cron expression has 5 fields: minute hour day-of-month month day-of-week/)).toBeVisible();
  await cron.fill("0 9 * * 1-5");
  const runs = dialog.getByRole("list", { name: "Next 3 runs of 0 9 * * 1-5" }).getByRole("listitem");
  await expect(runs).toHaveCount(3);
  for (const run of await runs.all()) await expect(run).toHaveText(/^\d{1,2} \w{3}, 9:00 am IST$/);
  await cron.fill("61 9 * * *");
  await expect(dialog.getByText(/^Not a valid cron expression/)).toBeVisible();
  await expect(dialog.getByRole("list", { name: /^Next 3 runs/ })).toHaveCount(0);
  // Nothing was saved to learn any of this.
  await expect(page.getByRole("status").filter({ hasText: /Rule Created|Creation Failed/ })).toHaveCount(0);
});

test("creating: 'Rule Created' and the card; a duplicate id and a bad cron are refused with the server's field messages", async ({
  page,
}) => {
  await signIn(page.request, E2E_ADMIN, "ADMIN");
  const tag = uniqueTag();
  const id = `follow-up-${tag}`;
  const cronId = `hourly-${tag}`;
  try {
    await page.goto("/automation-rules");
    const total = Number(await statFigure(page, "Total Rules").textContent());
    await page.getByRole("button", { name: "Create Rule" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Automation Rule" });
    await dialog.getByLabel("Rule ID").fill(id);
    await dialog.getByLabel("Name").fill(`Follow-ups ${tag}`);
    await dialog.getByLabel("Description").fill("Puts every request for a follow-up on the list.");
    await dialog.getByLabel("Keywords", { exact: true }).fill(` followup${tag} , , callback${tag} ,`);
    await dialog.getByRole("button", { name: "Add action" }).click();
    await dialog.getByRole("group", { name: "Action 1" }).getByLabel("Type").selectOption("add_list_item");
    await dialog.getByRole("group", { name: "Action 1" }).getByLabel("Item").fill("Follow up: {{message}}");
    await dialog.getByRole("button", { name: "Create Rule" }).click();

    const created = toastWith(page, "Rule Created");
    await expect(created).toBeVisible();
    await expect(created.getByText("New automation rule has been created successfully.", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = ruleCard(page, `Follow-ups ${tag}`);
    await expect(card).toBeVisible();
    await expect(card.getByText(`followup${tag}`, { exact: true })).toBeVisible();
    await expect(card.getByText(`callback${tag}`, { exact: true })).toBeVisible();
    await expect(card.getByText("Add “Follow up: {{message}}” to the task list")).toBeVisible();
    await expect(statFigure(page, "Total Rules")).toHaveText(String(total + 1));
    expect((await readRule(page.request, id))?.keywords).toEqual([`followup${tag}`, `callback${tag}`]);

    // The form starts afresh; the same id again is refused on its field.
    await page.getByRole("button", { name: "Create Rule" }).click();
    await expect(dialog.getByLabel("Rule ID")).toHaveValue("");
    await dialog.getByLabel("Rule ID").fill(id);
    await dialog.getByLabel("Name").fill("Duplicate");
    await dialog.getByLabel("Description").fill("Same id again");
    await dialog.getByLabel("Keywords", { exact: true }).fill(`dup${tag}`);
    await dialog.getByRole("button", { name: "Create Rule" }).click();
    const failed = toastWith(page, "Creation Failed");
    await expect(failed).toBeVisible();
    await expect(failed.getByText("Failed to create automation rule.", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(`A rule with id “${id}” already exists`);
    await expect(dialog.getByText("This id is taken", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Rule ID")).toHaveAttribute("aria-invalid", "true");

    // A cron rule with a bad expression is refused, then saved once fixed, with its next runs in IST.
    await dialog.getByLabel("Rule ID").fill(cronId);
    await dialog.getByLabel("Name").fill(`Hourly ${tag}`);
    await dialog.getByLabel("Trigger").selectOption("cron");
    await dialog.getByLabel("Cron expression").fill("* * *");
    await dialog.getByRole("button", { name: "Create Rule" }).click();
    await expect(toastWith(page, "Creation Failed")).toBeVisible();
    await expect(dialog.getByText(/^A cron expression has 5 fields/)).toBeVisible();
    await expect(dialog.getByLabel("Cron expression")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Cron expression").fill("0 * * * *");
    await dialog.getByRole("button", { name: "Create Rule" }).click();
    await expect(toastWith(page, "Rule Created")).toBeVisible();
    const cronCard = ruleCard(page, `Hourly ${tag}`);
    await expect(cronCard.getByText("Scheduled", { exact: true })).toBeVisible();
    const nextRuns = cronCard.getByRole("list", { name: "Next 5 runs (IST)" }).getByRole("listitem");
    await expect(nextRuns).toHaveCount(5);
    await expect(nextRuns.first()).toContainText(":00");
    await expect(nextRuns.first()).toContainText("IST");
  } finally {
    await deleteRule(page.request, id);
    await deleteRule(page.request, cronId);
  }
});
