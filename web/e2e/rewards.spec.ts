import { expect, test } from "@playwright/test";
import { newClientContext, uniqueClientIp } from "./support/accounts";
import { gql, uniqueTag } from "./support/ops-api";
import { rewardsPage } from "./support/rewards-page";

// Floating bubbles never stand still; reduced motion stops them (and the test still catches them by click).
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() }, reducedMotion: "reduce" });

test("shows the rewards screen with the server's figures", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  const displayName = (await page.getByText(/^Playing as /).innerText()).replace(/^Playing as (.+)\. .*$/, "$1");
  await expect(rewards.heading).toContainText("Riko");
  await expect(rewards.level).toHaveText("1");
  await expect(rewards.streak).toHaveText("1 day");
  await expect(rewards.timeSpent).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
  await expect(rewards.schedulerLink).toHaveAttribute("href", "/ai-scheduler");
  await expect(page.getByText("Unlocked", { exact: true })).toHaveCount(2); // 50 Riko opens the second section
  await expect(page.getByText("Locked · unlocks at 100 Riko")).toBeVisible();
  // Opening the page ranks no one: the board does not list this visitor, and says how to join it.
  await expect(rewards.leaderboard.getByRole("listitem").filter({ hasText: displayName })).toHaveCount(0);
  await expect(rewards.leaderboard).toContainText(/No one has played yet|You join the board when you play/);
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
  // Three newcomers' card orders (100 Riko each) straight through the API: the watcher's 55 cannot be in the top 3.
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
  // A visit ranks no one: the watcher joins the boards by playing (a hire pays 5 Riko: 55 in all).
  await watcherPage.getByRole("button", { name: "Hire Kabir (30 Riko)" }).click();
  await expect(watcher.riko).toHaveText("55");
  const yourRank = watcherPage.getByText(/^Your rank: #\d+$/);
  const rankShown = async () => Number((await yourRank.innerText()).match(/\d+/)![0]);
  const weekRank = await rankShown();
  await watcherPage.getByRole("tab", { name: "All time" }).click();
  const allTimeRank = await rankShown();
  expect(Math.min(weekRank, allTimeRank)).toBeGreaterThan(3);

  // The earner joins level with the watcher (55 Riko): level totals share a rank, so nothing moves; its catch passes the watcher.
  const earner = rewardsPage(await earnerContext.newPage());
  await earner.open();
  await earnerContext.pages()[0]!.getByRole("button", { name: "Hire Kabir (30 Riko)" }).click();
  await expect(earner.riko).toHaveText("55");
  await expect(yourRank).toHaveText(`Your rank: #${allTimeRank}`);
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

test("a guest joins the leaderboard by playing, not by opening the page", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  const name = `Play ${uniqueTag().slice(0, 8)}`;
  await rewards.rename(name);
  await page.getByRole("tab", { name: "This week" }).click();
  await expect(rewards.leaderboard).not.toContainText(name);
  await expect(rewards.leaderboard).toContainText("You join the board when you play");
  // The card: 100 Riko more, and a play. Whatever the board holds, the player is ranked from here on.
  await rewards.orderCard.click();
  await page.getByRole("button", { name: "Continue Exploring" }).click();
  await expect(rewards.riko).toHaveText("150");
  await expect(rewards.leaderboard).not.toContainText("You join the board when you play");
  await expect(
    rewards.leaderboard
      .getByRole("listitem")
      .filter({ hasText: name })
      .or(page.getByText(/^Your rank: #\d+$/)),
  ).toBeVisible();
});

test("the scheduler's +50 tells a guest it is paid to signed-in players, with a way to sign in", async ({ page }) => {
  const rewards = rewardsPage(page);
  await rewards.open();
  await expect(rewards.schedulerLink).toHaveAccessibleDescription(
    "Paid to signed-in players only: sign in, then schedule a task; the +50 comes once it has run.",
  );
  await page.getByRole("link", { name: "sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
});

test("the wheel is drawn, and stops with the prize under its pointer; the achievement popup keeps clear of it", async ({ page }) => {
  const rewards = rewardsPage(page);
  await page.goto("/patswap");
  const wheel = page.getByRole("img", { name: /^Prize wheel: 5 Riko \(30%\), 10 Riko/ });
  await expect(wheel).toBeVisible();
  expect(await wheel.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
  await expect(wheel.locator("path")).toHaveCount(7); // six segments and the pointer
  // The first visit's popup shows while the page opens: wherever it is, it does not cover the wheel's panel.
  const popup = page.getByRole("status").filter({ hasText: "Achievement unlocked: First Visit +50 Riko" });
  await expect(popup).toBeVisible();
  const panel = page.getByRole("region", { name: "Spin Wheel" });
  const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart((await popup.boundingBox())!, (await panel.boundingBox())!)).toBe(true);
  // With the wheel scrolled to the bottom of the screen (where the popup starts), the popup goes to the top.
  await panel.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
  await expect(popup).toHaveAttribute("data-edge", "top");
  expect(apart((await popup.boundingBox())!, (await panel.boundingBox())!)).toBe(true);

  await rewards.spin.click();
  const won = page.getByText(/^You won (5|10|25|50|100|250) Riko!/);
  await expect(won).toBeVisible();
  const prize = Number((await won.innerText()).match(/\d+/)![0]);
  // The segment under the pointer (12 o'clock) is the prize's: its middle, turned by the wheel's rotation, is at 0 degrees.
  const rotation = Number(await wheel.locator("[data-rotation]").getAttribute("data-rotation"));
  const index = [5, 10, 25, 50, 100, 250].indexOf(prize);
  const atPointer = ((((index + 0.5) * 60 + rotation) % 360) + 360) % 360;
  expect(Math.min(atPointer, 360 - atPointer)).toBeLessThanOrEqual(30);
});
