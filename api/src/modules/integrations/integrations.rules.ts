/** How an integration's state reads, wherever it is shown (spec section 4: connected, pending or error). */
export interface IntegrationStatusLook {
  label: string;
  tone: "success" | "warning" | "danger" | "neutral";
}

const LOOKS: Record<string, IntegrationStatusLook> = {
  connected: { label: "Connected", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  error: { label: "Error", tone: "danger" },
};

/** Connected is the good state; anything unknown is shown as such. */
export function integrationStatusLook(status: string): IntegrationStatusLook {
  return LOOKS[status] ?? { label: "Unknown", tone: "neutral" };
}

/** What the admin dashboard needs to know of an integration's state (the same data the Integration Status tab shows). */
export interface IntegrationStateFacts {
  status: string;
  demoMode: boolean;
}

/** Live: connected, with real credentials, so pilots can run on it. */
export function isLiveIntegration({ status, demoMode }: IntegrationStateFacts): boolean {
  return status === "connected" && !demoMode;
}

/** The Active Deployments tab's line for a channel, derived from its state so the two tabs never disagree. */
export function rolloutNoteOf(state: IntegrationStateFacts): string {
  if (state.status === "error") return "Failing: recent deliveries did not go through; check its settings";
  if (isLiveIntegration(state)) return "Live: ready for pilot deployments";
  if (state.demoMode) {
    return state.status === "connected"
      ? "Demo mode: receiving, but nothing is sent until it is configured"
      : "Demo mode: nothing is sent until it is configured";
  }
  return "Pending: waiting for its first data";
}
