import type { BadgeTone } from "../../ui/Badge";

/** A service's status (spec section 3). */
export type ServiceStatus = "healthy" | "warning" | "error";
/** The platform's overall status (spec section 4); unknown before the first result. */
export type OverallState = ServiceStatus | "unknown";

/** Spec section 4: healthy if all are healthy, error if any is, otherwise warning; unknown with no results. */
export function overallOf(statuses: readonly string[]): OverallState {
  if (statuses.length === 0) return "unknown";
  if (statuses.includes("error")) return "error";
  return statuses.every((status) => status === "healthy") ? "healthy" : "warning";
}

/** Narrows a status from the api (which may grow new values) to one the page knows. */
export function asOverallState(value: string): OverallState {
  return value === "healthy" || value === "warning" || value === "error" ? value : "unknown";
}

export interface Guidance {
  /** Spec section 8's text for the state. */
  headline: string;
  detail: string;
  /** Whether the banner offers a manual retry (spec: on error; also before the first result). */
  offersRetry: boolean;
}

/** How often the api checks by default; the warning text promises the next automatic retry. */
export const AUTOMATIC_RETRY_SECONDS = 30;

const guidance: Record<OverallState, Guidance> = {
  healthy: {
    headline: "All systems operating normally",
    detail: "Every service passed its latest check.",
    offersRetry: false,
  },
  warning: {
    headline: "Service responding slowly or with limited functionality",
    detail: `We will retry automatically in ${AUTOMATIC_RETRY_SECONDS} seconds.`,
    offersRetry: false,
  },
  error: {
    headline: "Service temporarily unavailable",
    detail: "Please try again in a few minutes, or retry now.",
    offersRetry: true,
  },
  unknown: {
    headline: "Checking platform status",
    detail: "Waiting for the first round of health checks.",
    offersRetry: true,
  },
};

/** Spec section 8: what the status page tells the reader in each overall state. */
export function guidanceFor(state: OverallState): Guidance {
  return guidance[state];
}

const labels: Record<OverallState, string> = { healthy: "Healthy", warning: "Warning", error: "Error", unknown: "Unknown" };
const tones: Record<OverallState, BadgeTone> = { healthy: "success", warning: "warning", error: "danger", unknown: "neutral" };

/** The word shown for a status. */
export function statusLabel(status: string): string {
  return labels[asOverallState(status)];
}

/** The badge colour for a status. */
export function statusTone(status: string): BadgeTone {
  return tones[asOverallState(status)];
}
