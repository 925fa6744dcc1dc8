import { expect, test, type Page, type WebSocketRoute } from "@playwright/test";
import { DEMO_CLIENT, uniqueClientIp } from "./support/accounts";
import { gql, istMinute, signIn, uniqueTag } from "./support/ops-api";

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });

/** Lets a test cut the page's live connection and restore it. */
async function controlLiveConnection(page: Page) {
  let down = false;
  const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (down) {
      void socket.close({ code: 1001, reason: "e2e: network down" });
      return;
    }
    open.push({ page: socket, server: socket.connectToServer() });
  });
  return {
    async cut() {
      down = true;
      for (const { page: pageSide, server } of open.splice(0)) {
        await server.close();
        await pageSide.close({ code: 1001, reason: "e2e: network down" });
      }
    },
    restore() {
      down = false;
    },
  };
}

async function scheduleElsewhere(page: Page, input: string) {
  await gql(page.request, `mutation ($input: ScheduleTaskInput!) { scheduleTask(input: $input) { __typename } }`, {
    input: { input, launchTime: istMinute(300) },
  });
}

test("after a dropped connection the scheduler catches up on what it missed", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  const connection = await controlLiveConnection(page);
  await page.goto("/ai-scheduler");
  const indicator = page.locator("main [role=status][data-live]");
  await expect(indicator).toHaveText("Live");

  await connection.cut();
  await expect(indicator).toHaveText("Live updates paused — reconnecting…");
  const input = `Missed while offline ${uniqueTag()}`;
  await scheduleElsewhere(page, input);
  const item = page.getByRole("region", { name: "Upcoming Tasks" }).getByRole("listitem", { name: input });
  await expect(item).toHaveCount(0);

  connection.restore();
  await expect(indicator).toHaveText("Live", { timeout: 20_000 });
  await expect(item).toBeVisible();
});

test("while the connection stays down, a slow refetch keeps the lists current", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  const connection = await controlLiveConnection(page);
  await page.goto("/ai-scheduler");
  const indicator = page.locator("main [role=status][data-live]");
  await expect(indicator).toHaveText("Live");
  await connection.cut();
  await expect(indicator).toHaveText("Live updates paused — reconnecting…");

  const input = `Fetched while offline ${uniqueTag()}`;
  await scheduleElsewhere(page, input);
  // The fallback runs every 30 s while the live connection is down.
  await expect(page.getByRole("region", { name: "Upcoming Tasks" }).getByRole("listitem", { name: input })).toBeVisible({
    timeout: 45_000,
  });
  await expect(indicator).toHaveText("Live updates paused — reconnecting…");
});

test("cancelling a task that was already cancelled elsewhere says why it cannot: 'Cancellation Failed'", async ({ page }) => {
  await signIn(page.request, DEMO_CLIENT, "CLIENT");
  const connection = await controlLiveConnection(page);
  const input = `Cancelled twice ${uniqueTag()}`;
  const { scheduleTask } = await gql<{ scheduleTask: { data: { task: { id: string } } } }>(
    page.request,
    `mutation ($input: ScheduleTaskInput!) { scheduleTask(input: $input) { ... on MutationScheduleTaskSuccess { data { task { id } } } } }`,
    { input: { input, launchTime: istMinute(300) } },
  );
  await page.goto("/ai-scheduler");
  const item = page.getByRole("region", { name: "Upcoming Tasks" }).getByRole("listitem", { name: input });
  await expect(item).toBeVisible();

  // Another tab cancels it while this page cannot hear about it.
  await connection.cut();
  await gql(page.request, `mutation ($id: ID!) { cancelTask(id: $id) { __typename } }`, { id: scheduleTask.data.task.id });
  await item.getByRole("button", { name: `Cancel task: ${input}` }).click();
  const failed = page
    .getByRole("region", { name: /^Notification/ })
    .getByRole("listitem")
    .filter({ hasText: "Cancellation Failed" });
  await expect(failed).toBeVisible();
  await expect(failed.getByText("This task is already cancelled and can no longer be cancelled", { exact: true })).toBeVisible();
});
