import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests cover pure logic; they need no Relay compilation, so no babel plugin here.
export default defineConfig({
  resolve: {
    alias: {
      "@ria/contact-rules": fileURLToPath(new URL("../api/src/modules/contact/contact.rules.ts", import.meta.url)),
      "@ria/rewards-rules": fileURLToPath(new URL("../api/src/modules/rewards/rewards.rules.ts", import.meta.url)),
      "@ria/startup-rules": fileURLToPath(new URL("../api/src/modules/rewards/startup.rules.ts", import.meta.url)),
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
