import type { AssistantService } from "./modules/assistant/assistant.service.ts";
import type { AuthService } from "./modules/auth/auth.service.ts";
import type { ClientService } from "./modules/client/client.service.ts";
import type { ContactService } from "./modules/contact/contact.service.ts";
import type { DashboardService } from "./modules/dashboard/dashboard.service.ts";
import type { HealthService } from "./modules/health/health.service.ts";
import type { SchedulerService } from "./modules/scheduler/scheduler.service.ts";
import type { SiteConfig } from "./modules/site/site.schema.ts";

/** The domain services, built once per app and shared by GraphQL, REST and jobs. */
export interface AppServices {
  assistant: AssistantService;
  auth: AuthService;
  client: ClientService;
  contact: ContactService;
  dashboard: DashboardService;
  health: HealthService;
  scheduler: SchedulerService;
  site: SiteConfig;
}
