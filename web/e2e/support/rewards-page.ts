import { expect, type Page } from "@playwright/test";

/** The rewards page's parts, by the accessible names the issue fixes. */
export function rewardsPage(page: Page) {
  const stat = (name: string) =>
    page
      .locator("main header dl")
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${name}$`) })
      .locator("xpath=following-sibling::dd[1]");
  return {
    heading: page.getByRole("heading", { level: 1 }),
    riko: stat("Riko"),
    level: stat("Level"),
    streak: stat("Day streak"),
    timeSpent: stat("Time spent"),
    bubble: page.getByRole("button", { name: /^Catch \d+ Riko$/ }).first(),
    leaderboard: page.getByRole("region", { name: "Leaderboard" }),
    spin: page.getByRole("button", { name: "Spin the wheel" }),
    orderCard: page.getByRole("button", { name: "Order Your Riko Card (+100 Riko)" }),
    schedulerLink: page.getByRole("link", { name: "AI Task Scheduler (+50 Riko)" }),
    /** The balance on screen, as a number. */
    async rikoValue(): Promise<number> {
      return Number((await this.riko.innerText()).replace(/,/g, ""));
    },
    /** Opens the page and waits for the first heartbeat's first-visit award. */
    async open() {
      await page.goto("/patswap");
      await expect(page.getByRole("status").filter({ hasText: "Achievement unlocked: First Visit +50 Riko" })).toBeVisible();
      await expect(this.riko).toHaveText("50");
    },
    async rename(name: string) {
      await page.getByLabel("Display name").fill(name);
      await page.getByRole("button", { name: "Save name" }).click();
      await expect(page.getByText(`Playing as ${name}.`)).toBeVisible();
    },
  };
}
