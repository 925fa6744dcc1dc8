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
