import type { Page } from "@playwright/test";

/**
 * Resolves once the page has sent this subscription over its WebSocket (frames carry the operation's
 * name beside its persisted id). Call before the page opens; await before changing data elsewhere,
 * or the change may happen before the page listens.
 */
export function waitForSubscription(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framesent", (frame) => {
        const text = typeof frame.payload === "string" ? frame.payload : frame.payload.toString();
        if (text.includes('"subscribe"') && text.includes(`"${operationName}"`)) resolve();
      });
    });
  });
}
