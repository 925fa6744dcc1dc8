/** Placeholder while the screen is built. */
export function ClientDashboardPage() {
  return null;
}
