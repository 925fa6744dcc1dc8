import type { HealthService } from "./modules/health/health.service.ts";

/** The domain services, built once per app and shared by GraphQL, REST and jobs. */
export interface AppServices {
  health: HealthService;
}
