/**
 * The web app's pages (web/src/routes.tsx): the api answers other paths with the app's 404 screen
 * and HTTP status 404. A test keeps this list and the router's in step.
 */
export const SITE_PATHS: readonly string[] = [
  "/",
  "/simplified-dashboard",
  "/status",
  "/login",
  "/admin/login",
  "/client/login",
  "/admin/dashboard",
  "/ria-assistant",
  "/client/dashboard",
  "/pricing",
  "/ai-scheduler",
  "/automation-rules",
  "/integrations",
  "/whatsapp-test",
  "/platform-test",
  "/patswap",
  "/pitch",
  "/dashboard",
  "/analytics",
  "/account",
];

/**
 * The landing page's addresses ("/" leads to it): the api and nginx answer them with the page's first screen
 * rendered at build time (landing.html), every other page with index.html.
 */
export const LANDING_PATHS: readonly string[] = ["/", "/simplified-dashboard"];

/** Whether a request path is one of the app's pages (a trailing slash and letter case do not matter). */
export function isSitePath(pathname: string): boolean {
  return SITE_PATHS.includes(normalPath(pathname));
}

/** Whether a request path is the landing page's, as `isSitePath` reads it. */
export function isLandingPath(pathname: string): boolean {
  return LANDING_PATHS.includes(normalPath(pathname));
}

function normalPath(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase();
}
