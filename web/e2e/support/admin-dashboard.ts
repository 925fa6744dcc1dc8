import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { graphqlAs } from "./leads";

/** The admin dashboard's figures as the api reports them (read as the signed-in admin). */
export interface DashboardFigures {
  targetCxos: number | null;
  cxosReached: number;
  activePilots: number;
  contactSubmissions: number;
  integrations: number;
  liveIntegrations: number;
  enterpriseInquiries: number;
  highPriority: number;
  pendingDeployments: number;
  launchDay: string | null;
  launchProgressPercent: number | null;
}

/** Reads the dashboard figures and the integrations with the context's session. */
export async function readDashboard(request: APIRequestContext) {
  const { data } = await graphqlAs<{
    adminDashboard: DashboardFigures;
    integrations: Array<{ name: string; description: string; status: string; demoMode: boolean }>;
    contactSubmissions: { totalCount: number };
  }>(
    request,
    `query { adminDashboard { targetCxos cxosReached activePilots contactSubmissions integrations liveIntegrations
      enterpriseInquiries highPriority pendingDeployments launchDay launchProgressPercent }
      integrations { name description status demoMode } contactSubmissions(first: 1) { totalCount } }`,
  );
  if (!data) throw new Error("the api refused the dashboard to this session");
  return data;
}

/** The Target CXOs figure as the page shows it: the admin's number, or "Not set". */
export function shownTarget(targetCxos: number | null): string {
  return targetCxos === null ? "Not set" : shownCount(targetCxos);
}

/** The IST calendar day `days` from now, YYYY-MM-DD. */
export function istDayFromToday(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** en-IN digit grouping, as the page shows counts. */
export function shownCount(value: number): string {
  return new Intl.NumberFormat("en-IN").format(value);
}

/** /admin/dashboard, read the way a person reads it: by roles and visible names. */
export class AdminDashboardModel {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly liveIndicator: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
    this.table = page.getByRole("table", { name: "Contact submissions, newest first" });
    this.rows = this.table.getByRole("rowgroup").nth(1).getByRole("row");
    this.liveIndicator = page.locator("main [role=status][data-live]");
    this.tabs = page.getByRole("tablist", { name: "Admin dashboard sections" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/dashboard");
  }

  /** The figure shown under a label in a group of stat cards (the summary by default). */
  figure(label: string, within: Locator = this.page.locator("dl[aria-label='Summary']")): Locator {
    return within
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("tab", { name, exact: true });
  }

  panel(): Locator {
    return this.page.getByRole("tabpanel");
  }

  /** The row of one submission, found by the executive's exact name. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }
}

/** A figure as a number ("1,234" reads 1234). */
export async function figureValue(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/,/g, ""));
}
