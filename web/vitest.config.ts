import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests cover pure logic; they need no Relay compilation, so no babel plugin here.
export default defineConfig({
  resolve: {
    alias: { "@ria/contact-rules": fileURLToPath(new URL("../api/src/modules/contact/contact.rules.ts", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
