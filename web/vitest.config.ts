import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Hooks under test read their graphql`...` tags as the app does: compiled into relay-compiler's artifacts.
  plugins: [babel({ plugins: [["relay", { eagerEsModules: true }]] })],
  resolve: {
    alias: { "@ria/api": fileURLToPath(new URL("../api/src", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  },
});
