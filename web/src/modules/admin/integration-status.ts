import type { BadgeTone } from "../../ui/Badge";

const LOOKS: Record<string, { label: string; tone: BadgeTone }> = {
  connected: { label: "Connected", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  error: { label: "Error", tone: "danger" },
};

/** How an integration's state reads: connected is the good state; anything unknown is shown as such. */
export function integrationStatusLook(status: string): { label: string; tone: BadgeTone } {
  return LOOKS[status] ?? { label: "Unknown", tone: "neutral" };
}
