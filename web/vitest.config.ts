import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests cover pure logic; they need no Relay compilation, so no babel plugin here.
export default defineConfig({
  resolve: {
    alias: { "@ria/api": fileURLToPath(new URL("../api/src", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  },
});
