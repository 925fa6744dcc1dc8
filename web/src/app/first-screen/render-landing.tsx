import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { SimplifiedDashboardPage } from "../../pages/SimplifiedDashboardPage";
import { GlobalStyle } from "../../theme/GlobalStyle";
import { theme } from "../../theme/theme";
import { AppShell } from "../AppShell";

// The build script marks the copy with the attribute the app removes it by.
export { FIRST_SCREEN_ATTRIBUTE } from "./hand-over";

export interface RenderedFirstScreen {
  /** The frame and the landing page as the app's first render shows them (Relay's parts not yet there). */
  html: string;
  /** Every rule that markup uses, the global style's included. */
  css: string;
}

/**
 * The landing page's first screen, rendered at build time (web/scripts/prerender-landing.mjs runs this
 * file's SSR build): the same components, theme and global style as the app, so the copy is the app's
 * first render. What waits for Relay (the account links, the plans) renders its fallback, as in the browser.
 */
export function renderLandingFirstScreen(): RenderedFirstScreen {
  // No loaders: the page's query is the app's to start, and the frame's components only need a data router.
  const routes = [{ element: <AppShell />, children: [{ path: "simplified-dashboard", element: <SimplifiedDashboardPage /> }] }];
  const router = createMemoryRouter(routes, { initialEntries: ["/simplified-dashboard"] });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, rules]) => rules).join("");
    return { html, css };
  } finally {
    sheet.seal();
  }
}
