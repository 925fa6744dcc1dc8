import type { HealthStatusName, OverallStatus } from "./health.types.ts";

/** A response slower than this is reported as a warning even when it succeeds. */
export const SLOW_RESPONSE_MS = 1000;

/** What one probe observed, before the consecutive-failure rule is applied. */
export type ProbeOutcome = { kind: "ok"; detail: string } | { kind: "degraded"; detail: string } | { kind: "failed"; detail: string };

/**
 * Spec section 4 judges an HTTP probe: OK is healthy, not OK is a warning, a failed request is an error.
 * We count 404, 405, 501 and any 5xx as failed: the endpoint is not serving at all (for example, not
 * built yet), which is an outage, not slowness. Other 4xx answers (401, 429, ...) show the endpoint is
 * up but refusing the probe, so they are warnings.
 */
export function judgeHttpStatus(status: number, statusText: string): ProbeOutcome {
  const detail = `HTTP ${status}${statusText ? ` ${statusText}` : ""}`;
  if (status >= 200 && status < 400) return { kind: "ok", detail };
  if (status === 404 || status === 405 || status === 501 || status >= 500) return { kind: "failed", detail };
  return { kind: "degraded", detail };
}

/**
 * Applies "error only after 2 consecutive failures": a first failure is a warning, so one
 * dropped packet does not flap the page red. A slow success is a warning too.
 */
export function decideStatus(
  outcome: ProbeOutcome,
  responseTimeMs: number,
  previousConsecutiveFailures: number,
): { status: HealthStatusName; consecutiveFailures: number } {
  if (outcome.kind === "failed") {
    const consecutiveFailures = previousConsecutiveFailures + 1;
    return { status: consecutiveFailures >= 2 ? "error" : "warning", consecutiveFailures };
  }
  if (outcome.kind === "degraded" || responseTimeMs > SLOW_RESPONSE_MS) return { status: "warning", consecutiveFailures: 0 };
  return { status: "healthy", consecutiveFailures: 0 };
}

/** Spec section 4: healthy if all are healthy, error if any is, otherwise warning; unknown before any result. */
export function overallStatus(statuses: readonly HealthStatusName[]): OverallStatus {
  if (statuses.length === 0) return "unknown";
  if (statuses.includes("error")) return "error";
  return statuses.every((status) => status === "healthy") ? "healthy" : "warning";
}

/** Percentage with one decimal, or null when nothing was measured. */
export function uptimePercent(healthyChecks: number, checks: number): number | null {
  return checks === 0 ? null : Math.round((healthyChecks / checks) * 1000) / 10;
}

/** What a check says: the service's own words when healthy, else why not ("slow: answered in 1,450 ms", "HTTP 503"). */
export function describeCheck(serviceDescription: string, status: HealthStatusName, outcome: ProbeOutcome, responseTimeMs: number): string {
  if (status === "healthy") return serviceDescription;
  if (outcome.kind === "ok") {
    const ms = (value: number) => `${value.toLocaleString("en-IN")} ms`;
    return `${serviceDescription}: slow, answered in ${ms(responseTimeMs)} (over ${ms(SLOW_RESPONSE_MS)})`;
  }
  return `${serviceDescription}: ${outcome.detail}`;
}
