import { expect, test, type Page } from "@playwright/test";
import { DEMO_CLIENT, uniqueClientIp } from "./support/accounts";
import { gql, istMinute, signIn, toastWith, uniqueTag } from "./support/ops-api";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

function upcoming(page: Page) {
  return page.getByRole("region", { name: "Upcoming Tasks" });
}

function history(page: Page) {
  return page.getByRole("region", { name: "Task History" });
}

async function fillTask(page: Page, input: string, launchTime: string) {
  await page.getByLabel("Task", { exact: true }).fill(input);
  await page.getByLabel("Launch time (IST)").fill(launchTime);
}

test("a visitor is asked to sign in, and the api refuses the tasks", async ({ page, request }) => {
  const refused = await request.post("/graphql", { data: { query: "{ upcomingTasks { edges { node { id } } } }" } });
  expect(((await refused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
    "UNAUTHENTICATED",
  );

  await page.goto("/ai-scheduler");
  await expect(page.getByRole("heading", { level: 1, name: "AI Task Scheduler" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to schedule tasks" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to your account" })).toHaveAttribute("href", "/client/login");
  await expect(page.getByLabel("Launch time (IST)")).toHaveCount(0);
});

test("both the task and the launch time are required: 'Missing Information'", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  const launch = page.getByLabel("Launch time (IST)");
  await expect(launch).toHaveAttribute("type", "datetime-local");
  // The minimum is the current IST minute (a minute may tick over while the test reads it).
  const min = await launch.getAttribute("min");
  expect([istMinute(-1), istMinute(0), istMinute(1)]).toContain(min);

  await page.getByRole("button", { name: "Schedule Task" }).click();
  const toast = toastWith(page, "Missing Information");
  await expect(toast).toBeVisible();
  await expect(toast.getByText("Please provide both task input and launch time", { exact: true })).toBeVisible();

  // Whitespace is not a task.
  await fillTask(page, "    ", istMinute(30));
  await page.getByRole("button", { name: "Schedule Task" }).click();
  await expect(toastWith(page, "Missing Information")).toBeVisible();
  await expect(page.getByLabel("Task", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("scheduling shows the server's message and the task waits in Upcoming; cancelling moves it to the history", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  const input = `Send the board pack to Meera ${uniqueTag()}`;
  await fillTask(page, input, istMinute(180));
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("useScheduleTaskMutation"),
  );
  await page.getByRole("button", { name: "Schedule Task" }).click();
  const { data } = (await (await answer).json()) as { data: { scheduleTask: { data: { message: string } } } };
  expect(data.scheduleTask.data.message).toMatch(/^Task scheduled for .+ IST$/);

  const toast = toastWith(page, "Task Scheduled Successfully");
  await expect(toast).toBeVisible();
  await expect(toast.getByText(data.scheduleTask.data.message, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Task", { exact: true })).toHaveValue("");

  const item = upcoming(page).getByRole("listitem", { name: input });
  await expect(item).toBeVisible();
  await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(item).toContainText("IST");
  await expect(history(page).getByRole("listitem", { name: input }).getByText("Scheduled", { exact: true })).toBeVisible();

  await item.getByRole("button", { name: `Cancel task: ${input}` }).click();
  const cancelled = toastWith(page, "Task Cancelled");
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByText("Task has been cancelled successfully", { exact: true })).toBeVisible();
  await expect(upcoming(page).getByRole("listitem", { name: input })).toHaveCount(0);
  const card = history(page).getByRole("listitem", { name: input });
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  // Only scheduled tasks can be cancelled.
  await expect(card.getByRole("button", { name: /Cancel task/ })).toHaveCount(0);
});

test("a launch time in the past is refused by the server: 'Scheduling Failed' with its reason", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  await fillTask(page, `Too late ${uniqueTag()}`, istMinute(-24 * 60));
  await page.getByRole("button", { name: "Schedule Task" }).click();
  const toast = toastWith(page, "Scheduling Failed");
  await expect(toast).toBeVisible();
  await expect(toast.getByText("Launch time must be in the future (IST)", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Launch time (IST)")).toHaveAttribute("aria-invalid", "true");
});

test("a task scheduled and cancelled elsewhere shows up live", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");

  const input = `Call the auditors ${uniqueTag()}`;
  const { scheduleTask } = await gql<{ scheduleTask: { data: { task: { id: string } } } }>(
    page.request,
    `mutation ($input: ScheduleTaskInput!) { scheduleTask(input: $input) { ... on MutationScheduleTaskSuccess { data { task { id } } } } }`,
    { input: { input, launchTime: istMinute(240) } },
  );
  const item = upcoming(page).getByRole("listitem", { name: input });
  await expect(item).toBeVisible();

  // Cancelled from another tab: the page hears about it and drops the task from Upcoming.
  await gql(page.request, `mutation ($id: ID!) { cancelTask(id: $id) { __typename } }`, { id: scheduleTask.data.task.id });
  await expect(item).toHaveCount(0);
  await expect(history(page).getByRole("listitem", { name: input }).getByText("Cancelled", { exact: true })).toBeVisible();
});

/** The names of a list's items, top to bottom. */
function order(list: ReturnType<typeof upcoming>) {
  return list.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
}

test("a task arriving live takes its launch-time place in both lists", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  await page.goto("/ai-scheduler");
  await expect(page.locator("main [role=status][data-live]")).toHaveText("Live");

  const tag = uniqueTag();
  const later = `Renew the office lease ${tag}`;
  const sooner = `Book the auditors' visit ${tag}`;
  const schedule = (input: string, minutes: number) =>
    gql(page.request, `mutation ($input: ScheduleTaskInput!) { scheduleTask(input: $input) { __typename } }`, {
      input: { input, launchTime: istMinute(minutes) },
    });
  await schedule(later, 300);
  await expect(upcoming(page).getByRole("listitem", { name: later })).toBeVisible();
  // Scheduled second but launching first: it goes above in Upcoming (soonest first), below in the history (latest first).
  await schedule(sooner, 290);
  await expect(upcoming(page).getByRole("listitem", { name: sooner })).toBeVisible();
  const mine = (names: Array<string | null>) => names.filter((name) => name === later || name === sooner);
  await expect.poll(async () => mine(await order(upcoming(page)))).toEqual([sooner, later]);
  await expect.poll(async () => mine(await order(history(page)))).toEqual([later, sooner]);
});
