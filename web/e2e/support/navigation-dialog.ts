import { expect, type Locator, type Page } from "@playwright/test";

/** The navigation dialog that the breadcrumb's "Ria" item opens, read by roles and names. */
export class NavigationDialogModel {
  readonly dialog: Locator;
  readonly opener: Locator;
  readonly workflows: Locator;
  readonly loginRequired: Locator;

  constructor(readonly page: Page) {
    this.opener = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("button", { name: "Ria", exact: true });
    this.dialog = page.getByRole("dialog", { name: "Ria Navigation" });
    this.workflows = this.dialog.getByRole("list", { name: "Workflows" }).getByRole("button");
    this.loginRequired = page.getByRole("dialog", { name: "Login required" });
  }

  async open(): Promise<void> {
    await this.opener.click();
    await expect(this.dialog).toBeVisible();
    // The sections render once the dialog has read the session.
    await expect(this.dialog.getByRole("region", { name: "Quick access" })).toBeVisible();
  }

  section(name: "Quick access" | "Executive workflows" | "Platform settings" | "Platform navigation"): Locator {
    return this.dialog.getByRole("region", { name });
  }

  category(label: string): Locator {
    return this.dialog.getByRole("group", { name: "Filter workflows by category" }).getByRole("button", { name: label, exact: true });
  }

  workflow(title: string): Locator {
    return this.dialog.getByRole("button", { name: title, exact: true });
  }

  routeCard(label: string): Locator {
    return this.section("Platform navigation")
      .getByRole("article")
      .filter({ has: this.page.getByRole("heading", { name: label, exact: true }) });
  }
}
