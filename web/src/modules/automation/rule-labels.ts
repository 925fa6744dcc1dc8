import type { BadgeTone } from "../../ui/Badge";

const TRIGGERS: Record<string, string> = { keyword: "Keyword", email: "Email", calendar: "Calendar", cron: "Scheduled" };

/** A trigger's short name, for the rule card's badge. */
export function triggerLabel(trigger: string): string {
  return TRIGGERS[trigger] ?? trigger;
}

const RUNS: Record<string, { label: string; tone: BadgeTone }> = {
  succeeded: { label: "Succeeded", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  running: { label: "Running", tone: "info" },
};

/** How a run's status reads on its badge. */
export function runStatusLook(status: string): { label: string; tone: BadgeTone } {
  return RUNS[status] ?? { label: status, tone: "neutral" };
}

/** "11 ms", "1.2 s": how long a run took. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
