import type { Page } from "@playwright/test";

/**
 * Holds every request of the named GraphQL operation until `release()`, so a test sees the pending
 * state (a busy button, a skeleton) for as long as it looks, however slow the machine, and then lets
 * the real answer through. Synchronises on the test's own step instead of a guessed delay.
 */
export async function holdOperation(page: Page, operationName: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes(operationName)) await released;
    await route.fallback();
  });
  return { release };
}
