import type { Locator, Page } from "@playwright/test";

/** Spec section 8: the guidance headline for each overall state (the contract the page must honour). */
export const GUIDANCE = {
  healthy: "All systems operating normally",
  warning: "Service responding slowly or with limited functionality",
  error: "Service temporarily unavailable",
  unknown: "Checking platform status",
} as const;

export const STATUS_WORD = { healthy: "Healthy", warning: "Warning", error: "Error" } as const;

/** The /status page, read the way a person reads it: by roles and visible names. */
export class StatusPageModel {
  readonly hero: Locator;
  readonly heroHeadline: Locator;
  readonly lastChecked: Locator;
  readonly monitor: Locator;
  readonly serviceRows: Locator;
  readonly liveIndicator: Locator;
  readonly retryButton: Locator;
  readonly events: Locator;
  readonly capabilities: Locator;

  constructor(readonly page: Page) {
    this.hero = page.locator("section[data-overall]");
    this.heroHeadline = this.hero.getByRole("heading", { level: 2 });
    this.lastChecked = this.hero.locator("time");
    this.monitor = page.getByRole("region", { name: "Live health monitor" });
    this.serviceRows = this.monitor.getByRole("listitem");
    this.liveIndicator = page.locator("main [role=status][data-live]");
    this.retryButton = this.hero.getByRole("button", { name: /^(Check now|Retry now|Checking…)$/ });
    this.events = page.getByRole("region", { name: "Recent events" });
    this.capabilities = page.getByRole("region", { name: "Capabilities" });
  }

  /** A toast on screen, by its title (Radix also announces it off-screen; this finds the visible one). */
  toast(title: string): Locator {
    return this.page.getByRole("region", { name: /^Notification/ }).getByText(title, { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/status");
  }

  serviceRow(label: string): Locator {
    return this.monitor.getByRole("listitem", { name: label, exact: true });
  }

  /** The value shown under a summary label, e.g. "Services healthy". */
  summaryValue(label: string): Locator {
    return this.page.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
  }

  summaryHint(label: string): Locator {
    return this.page.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[2]");
  }
}
