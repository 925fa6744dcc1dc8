import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * relay-compiler's `$parameters` artifacts (a preloadable query's persisted id, imported by the routes)
 * import the query's type and relay-runtime's without `import type`; under verbatimModuleSyntax those imports
 * would be kept and would pull the query's full artifact, and its page's data, into the routes' chunk, and
 * Relay's runtime into the first screen's.
 */
function relayParametersTypeImports(): Plugin {
  return {
    name: "relay-parameters-type-imports",
    enforce: "pre",
    transform(code, id) {
      if (!/__generated__[\\/][^\\/]+\$parameters\.ts$/.test(id)) return null;
      const typeImports = code
        .replace(/^import \{ (\w+) \} from '\.\/\1\.graphql';$/m, "import type { $1 } from './$1.graphql';")
        .replace(/^import \{ (\w+) \} from 'relay-runtime';$/m, "import type { $1 } from 'relay-runtime';");
      return { code: typeImports, map: null };
    },
  };
}

/**
 * Preloads the app's font (theme/fonts.css) from index.html, so the browser asks for it with the first scripts
 * rather than after the stylesheet and the first render have named it. Only the build knows the file's hashed name.
 */
function preloadFont(fileName: RegExp): Plugin {
  return {
    name: "preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find((output) => output.type === "asset" && fileName.test(output.fileName));
        if (!font) throw new Error(`preload-font: no emitted asset matches ${fileName}`);
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${font.fileName}`, as: "font", type: "font/woff2", crossorigin: "anonymous" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

// The dev server forwards GraphQL (HTTP and WebSocket) to a running api; API_URL picks another one.
const apiUrl = process.env.API_URL ?? "http://localhost:4000";

// `isSsrBuild`: the landing page's first screen rendered at build time (scripts/prerender-landing.mjs), run once in Node, never served.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    relayParametersTypeImports(),
    preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    react(),
    // Compiles graphql`...` tags into imports of the relay-compiler artifacts.
    babel({ plugins: [["relay", { eagerEsModules: true }]] }),
    // Brotli and gzip copies beside each asset: the servers send them as they are, no compression per request.
    !isSsrBuild && compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
  ],
  resolve: {
    // Rules the browser shares with the server are the api's own pure files (tsconfig.json "paths" says the same for tsc).
    alias: { "@ria/api": fileURLToPath(new URL("../api/src", import.meta.url)) },
  },
  server: {
    // The alias above reads pure rule files under ../api (zod comes from the root node_modules).
    fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] },
    proxy: {
      // Host is kept (no changeOrigin): the api only accepts WebSocket upgrades from its own origin.
      "/graphql": { target: apiUrl, ws: true },
    },
  },
  build: {
    // Written for error tooling, but the bundle does not point at them and no server serves them.
    sourcemap: "hidden",
    // dist/.vite/manifest.json: which chunks the first screen loads (the size budget test reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "relay", test: /node_modules[\\/](relay-runtime|react-relay|invariant|fbjs)[\\/]/ },
            { name: "router", test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            // Not Radix: each dialog, toast and tooltip travels with the first screen that uses it.
            { name: "styles", test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]/ },
          ],
        },
      },
    },
  },
}));
