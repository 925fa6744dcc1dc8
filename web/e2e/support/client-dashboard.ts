import { expect, type Page } from "@playwright/test";
import { DEMO_CLIENT } from "./accounts";

/** Signs the page's browser context in as the demo client (the session cookie is set in the context). */
export async function signInAsDemoClient(page: Page): Promise<void> {
  // A browser with a guest id gets its own demo sandbox (the demo's limits are per prospect); asking for the chat gives one.
  await page.request.post("/graphql", { data: { query: "{ chat { usage { dailyResponsesUsed } } }" } });
  const response = await page.request.post("/api/auth/login", {
    data: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" },
  });
  expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
}

export interface DashboardFacts {
  viewer: {
    name: string;
    email: string;
    client: {
      company: string;
      status: string;
      plan: {
        displayName: string;
        upgradeToId: string | null;
        upgradeText: string;
        dailyResponses: number;
        monthlyTasks: number;
        upgradeTo: { displayName: string; priceInr: number; billing: string } | null;
      };
      availableFeatures: Array<{ name: string }>;
      lockedFeatures: Array<{ name: string }>;
    };
  };
  chat: { usage: { dailyResponsesUsed: number; dailyResponsesLimit: number; monthlyTasksUsed: number; monthlyTasksLimit: number } };
  integrations: Array<{ name: string; status: string }>;
  quickLinks: Array<{ title: string; url: string; category: string }>;
}

/** What the api knows about the signed-in client now: what the dashboard must show. */
export async function readDashboardFacts(page: Page): Promise<DashboardFacts> {
  const query = `{
    viewer { name email client { company status plan { displayName upgradeToId upgradeText dailyResponses monthlyTasks
      upgradeTo { displayName priceInr billing } }
      availableFeatures { name } lockedFeatures { name } } }
    chat { usage { dailyResponsesUsed dailyResponsesLimit monthlyTasksUsed monthlyTasksLimit } }
    integrations { name status }
    quickLinks { title url category }
  }`;
  const response = await page.request.post("/graphql", { data: { query } });
  const body = (await response.json()) as { data: DashboardFacts; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A toast on screen, by its title. */
export function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /^Notification/ }).getByText(title, { exact: true });
}
