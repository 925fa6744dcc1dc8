import { expect, test } from "@playwright/test";
import { newClientContext, uniqueClientIp } from "./support/accounts";
import { gql, uniqueTag } from "./support/ops-api";
import { rewardsPage } from "./support/rewards-page";

// Floating bubbles never stand still; reduced motion stops them (and the test still catches them by click).
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() }, reducedMotion: "reduce" });

test("shows the rewards screen with the server's figures", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  await expect(rewards.heading).toContainText("Riko");
  await expect(rewards.level).toHaveText("1");
  await expect(rewards.streak).toHaveText("1 day");
  await expect(rewards.timeSpent).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
  await expect(rewards.schedulerLink).toHaveAttribute("href", "/ai-scheduler");
  await expect(page.getByText("Unlocked", { exact: true })).toHaveCount(2); // 50 Riko opens the second section
  await expect(page.getByText("Locked · unlocks at 100 Riko")).toBeVisible();
  await expect(rewards.leaderboard.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Active Challenges" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Phase: Ideation")).toBeVisible();
  await expect(page.getByLabel("Volume")).toHaveValue("0.7");
  await expect(page.getByLabel("Track").getByRole("option")).toHaveCount(4);
});

test("a caught bubble pays its value once, with the +Riko Earned flash", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  const name = (await rewards.bubble.getAttribute("aria-label"))!;
  const value = Number(name.match(/\d+/)![0]);
  await rewards.bubble.click();
  await expect(page.getByText(`+${value} Riko Earned`)).toBeVisible();
  await expect(rewards.riko).toHaveText(String(50 + value));
  await expect(page.getByText(`+${value} Riko Earned`)).toBeHidden();
});

test("the card order pays 100 once and says later orders earn nothing", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  await rewards.orderCard.click();
  const dialog = page.getByRole("dialog", { name: "Congratulations!" });
  await expect(dialog).toContainText("+100 Riko added to your balance.");
  await dialog.getByRole("button", { name: "Continue Exploring" }).click();
  await expect(rewards.riko).toHaveText("150");
  await expect(rewards.level).toHaveText("2");
  await rewards.orderCard.click();
  await expect(dialog).toContainText("The +100 Riko card bonus is paid once, so this order earns nothing.");
  await dialog.getByRole("button", { name: "Continue Exploring" }).click();
  await expect(rewards.riko).toHaveText("150");
});

test("the wheel pays the server's prize, then counts down 15 minutes", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  await rewards.spin.click();
  const won = page.getByText(/^You won (5|10|25|50|100|250) Riko!/);
  await expect(won).toBeVisible();
  const prize = Number((await won.innerText()).match(/\d+/)![0]);
  await expect(rewards.riko).toHaveText(String(50 + prize));
  await expect(rewards.spin).toBeDisabled();
  await expect(page.getByText(/Next spin in 1[45]:\d\d/)).toBeVisible();
  await page.reload();
  await expect(rewards.spin).toBeDisabled();
});

test("the startup builder is checked by the server", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  await page.getByRole("button", { name: "Complete Ship the MVP (+50 Riko)" }).click();
  await expect(page.getByText("A challenge needs at least 2 team members and 1 tool").first()).toBeVisible();
  await page.getByRole("button", { name: "Hire Kabir (30 Riko)" }).click();
  await expect(page.getByText("Capital: 70 Riko")).toBeVisible();
  await expect(rewards.riko).toHaveText("55");
});

test("a display name is validated and shown", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  await page.getByLabel("Display name").fill("me@corp.in");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("alert")).toHaveText("Display name cannot be an email address");
  await rewards.rename(`Rani ${uniqueTag().slice(0, 6)}`);
});

test("one player's catch moves the leaderboard another player is watching", async ({ browser }) => {
  const earnerContext = await newClientContext(browser, { reducedMotion: "reduce" });
  const watcherContext = await newClientContext(browser, { reducedMotion: "reduce" });
  const earner = rewardsPage(await earnerContext.newPage());
  const watcherPage = await watcherContext.newPage();
  const watcher = rewardsPage(watcherPage);
  await watcher.open();
  await earner.open();
  const name = `Lead ${uniqueTag().slice(0, 8)}`;
  await earner.rename(name);
  // Enough Riko to lead the board: the card, two hires, a tool and a challenge; then the catch.
  await earner.orderCard.click();
  await earner.orderCard.page().getByRole("button", { name: "Continue Exploring" }).click();
  for (const item of ["Hire Kabir (30 Riko)", "Hire Aarav (25 Riko)", "Adopt CRM (12 Riko)", "Complete Scale up (+150 Riko)"]) {
    await earner.orderCard.page().getByRole("button", { name: item }).click();
    await expect(earner.orderCard.page().getByRole("button", { name: item })).toBeHidden();
  }
  await earner.bubble.click();
  await expect(earner.orderCard.page().getByText(/^\+\d+ Riko Earned$/)).toBeVisible();
  const total = await earner.rikoValue();
  await watcherPage.getByRole("tab", { name: "All time" }).click();
  const row = watcher.leaderboard.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText(`${total.toLocaleString("en-IN")} Riko`);
  await earnerContext.close();
  await watcherContext.close();
});

test("under reduced motion bubbles stand still and a catch only flashes, no particles", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  expect(await rewards.bubble.evaluate((bubble) => getComputedStyle(bubble).animationName)).toBe("none");
  const value = Number((await rewards.bubble.getAttribute("aria-label"))!.match(/\d+/)![0]);
  await rewards.bubble.click();
  await expect(page.getByText(`+${value} Riko Earned`)).toBeVisible();
  // Counted once, with the flash: a burst would still be on screen for its 60 frames.
  expect(await page.locator("[data-particle]").count()).toBe(0);
  await expect(rewards.riko).toHaveText(String(50 + value));
});

test("a watcher outside the top 3 sees its own rank move live when another player passes it", async ({ browser, playwright }) => {
  // Three newcomers' card orders (100 Riko each) straight through the API: the watcher's 50 cannot be in the top 3.
  for (let i = 0; i < 3; i++) {
    const api = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
    });
    await gql(api, "mutation { orderRikoCard { __typename } }");
    await api.dispose();
  }
  const watcherContext = await newClientContext(browser, { reducedMotion: "reduce" });
  const earnerContext = await newClientContext(browser, { reducedMotion: "reduce" });
  const watcherPage = await watcherContext.newPage();
  const watcher = rewardsPage(watcherPage);
  await watcher.open();
  const yourRank = watcherPage.getByText(/^Your rank: #\d+$/);
  const rankShown = async () => Number((await yourRank.innerText()).match(/\d+/)![0]);
  const weekRank = await rankShown();
  await watcherPage.getByRole("tab", { name: "All time" }).click();
  const allTimeRank = await rankShown();
  expect(Math.min(weekRank, allTimeRank)).toBeGreaterThan(3);

  // The earner's first visit brings it level with the watcher (50 Riko): level totals share a rank, so nothing moves.
  const earner = rewardsPage(await earnerContext.newPage());
  await earner.open();
  await earner.bubble.click();
  await expect(earnerContext.pages()[0]!.getByText(/^\+\d+ Riko Earned$/)).toBeVisible();
  await expect(yourRank).toHaveText(`Your rank: #${allTimeRank + 1}`);
  await watcherPage.getByRole("tab", { name: "This week" }).click();
  await expect(yourRank).toHaveText(`Your rank: #${weekRank + 1}`);
  // The rank kept live is the one the server counts.
  await watcherPage.reload();
  await expect(yourRank).toHaveText(`Your rank: #${weekRank + 1}`);
  await earnerContext.close();
  await watcherContext.close();
});
