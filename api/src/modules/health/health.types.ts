/** Spec section 3: a health check result's status. */
export type HealthStatusName = "healthy" | "warning" | "error";

/** Spec section 4: the platform's overall status; `unknown` before the first result. */
export type OverallStatus = HealthStatusName | "unknown";

/** Spec section 3: one service's latest result. Dates are ISO strings: payloads cross Redis. */
export interface HealthResult {
  service: string;
  label: string;
  status: HealthStatusName;
  responseTimeMs: number;
  lastCheck: string;
  description: string;
}

/** Checks in one bucket of time (an hour or an IST day), for the uptime bars. */
export interface UptimeBucket {
  start: string;
  checks: number;
  healthyChecks: number;
}

export interface ServiceHealth extends HealthResult {
  uptimePercent24h: number | null;
  uptimePercent90d: number | null;
  hourly: UptimeBucket[];
  daily: UptimeBucket[];
}

export interface HealthEventView {
  id: string;
  service: string;
  label: string;
  fromStatus: HealthStatusName | null;
  toStatus: HealthStatusName;
  description: string;
  occurredAt: string;
}

export interface PlatformMetrics {
  healthyServices: number;
  totalServices: number;
  averageResponseMs: number | null;
  uptimePercent24h: number | null;
  checksLast24h: number;
  incidentsLast24h: number;
}

/** Everything the status page shows, computed once per round and pushed as is. */
export interface PlatformStatusSnapshot {
  overall: OverallStatus;
  /** Seconds between scheduled rounds; 0 when only manual rounds run. */
  checkIntervalSeconds?: number;
  lastRoundAt: string | null;
  services: ServiceHealth[];
  events: HealthEventView[];
  metrics: PlatformMetrics;
}

export type HealthRoundEvent = PlatformStatusSnapshot;
