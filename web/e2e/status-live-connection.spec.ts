import { expect, test, type WebSocketRoute } from "@playwright/test";
import { ensureFirstRound, startNewRound } from "./support/platform-api";
import { StatusPageModel } from "./support/status-page";

test("says when live updates pause and resume, and catches up on what it missed", async ({ page, request }) => {
  const before = await ensureFirstRound(request);
  let networkDown = false;
  const open: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (networkDown) {
      void socket.close({ code: 1001, reason: "e2e: network down" });
      return;
    }
    open.push({ page: socket, server: socket.connectToServer() });
  });

  const statusPage = new StatusPageModel(page);
  await statusPage.goto();
  await expect(statusPage.liveIndicator).toHaveText("Live");
  await expect(statusPage.lastChecked).toHaveAttribute("datetime", before.lastRoundAt!);

  networkDown = true;
  for (const { page: pageSide, server } of open.splice(0)) {
    await server.close();
    await pageSide.close({ code: 1001, reason: "e2e: network down" });
  }
  await expect(statusPage.liveIndicator).toHaveText("Live updates paused — reconnecting…");
  // The board is the last thing it heard, and says so: no "All systems operating normally" while it cannot know.
  await expect(statusPage.hero).toHaveAttribute("data-stale", "true");
  await expect(statusPage.heroHeadline).toHaveText(/^Last known: /);
  await expect(statusPage.hero).toContainText(/As of \d{1,2}:\d{2}:\d{2} [ap]m IST/);

  // A round the page cannot hear about while the socket is down.
  const missed = await startNewRound(request, before.lastRoundAt);
  await expect(statusPage.liveIndicator).toHaveText("Live updates paused — reconnecting…");
  await expect(statusPage.lastChecked).toHaveAttribute("datetime", before.lastRoundAt!);

  networkDown = false;
  await expect(statusPage.liveIndicator).toHaveText("Live", { timeout: 20_000 });
  await expect(statusPage.toast("Live updates resumed")).toBeVisible();
  await expect(statusPage.hero).not.toHaveAttribute("data-stale", "true");
  await expect(statusPage.heroHeadline).not.toHaveText(/^Last known/);
  await expect(statusPage.lastChecked).toHaveAttribute("datetime", missed.lastRoundAt!);
});
