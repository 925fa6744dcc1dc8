import type { BadgeTone } from "../../ui/Badge";

const LOOKS: Record<string, { label: string; tone: BadgeTone }> = {
  scheduled: { label: "Scheduled", tone: "info" },
  completed: { label: "Completed", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

/** How a task's status reads on its badge (spec section 3: scheduled, then completed or failed; or cancelled). */
export function taskStatusLook(status: string): { label: string; tone: BadgeTone } {
  return LOOKS[status] ?? { label: "Unknown", tone: "neutral" };
}
