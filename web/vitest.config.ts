import { defineConfig } from "vitest/config";

// Unit tests cover pure logic; they need no Relay compilation, so no babel plugin here.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
