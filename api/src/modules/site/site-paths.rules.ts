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

/** Whether a request path is one of the app's pages (a trailing slash and letter case do not matter). */
export function isSitePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return SITE_PATHS.includes(path.toLowerCase());
}
