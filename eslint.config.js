// One lint configuration for both workspaces (flat config). Formatting is Prettier's job
// (eslint-config-prettier turns the style rules off); ESLint looks for real mistakes and the line length Prettier leaves alone.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import relay from "eslint-plugin-relay";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/__generated__/**",
      "api/src/generated/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused values are mistakes; a leading underscore marks one kept on purpose (a resolver's root, say).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Control characters are matched on purpose where input is cleaned (plain-text rules).
      "no-control-regex": "off",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Components with a `role` prop (a chat bubble's author, a gate's required role) are not ARIA roles.
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
      "relay/graphql-syntax": "error",
      "relay/hook-required-argument": "error",
      // The component that renders data declares it; a field read elsewhere belongs in that file's fragment.
      "relay/unused-fields": "error",
      "relay/must-colocate-fragment-spreads": "error",
      // React Compiler rules (react-hooks 7): no ref read or written while rendering, no state set in an effect.
      "react-hooks/refs": "error",
      "react-hooks/set-state-in-effect": "error",
      // react-relay's main entry also brings the legacy containers (6 KiB on every screen); the hooks entry has all we use.
      "no-restricted-imports": ["error", { paths: [{ name: "react-relay", message: 'Import from "react-relay/hooks".' }] }],
    },
  },
  {
    // Playwright fixtures are destructured even when a test needs none of them: `async ({}, testInfo)`.
    files: ["web/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  prettier,
  {
    // No line over 140 characters, comments and string literals included: Prettier wraps code at 140 but leaves those alone.
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    rules: { "max-len": ["error", { code: 140 }] },
  },
);
