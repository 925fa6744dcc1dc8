import type { AutomationRule } from "../../generated/prisma/client.ts";
import type { RestRouter } from "../../rest/router.ts";
import { requireRole } from "../../rest/require-role.ts";
import type { AutomationService } from "./automation.service.ts";

/** Spec section 3's shape: conditions hold keywords and the cron expression. */
function present(rule: AutomationRule, automation: AutomationService) {
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    trigger: rule.trigger,
    active: rule.active,
    conditions: {
      keywords: rule.keywords,
      cronExpression: rule.cronExpression ?? undefined,
      minutesBefore: rule.minutesBefore ?? undefined,
    },
    actions: rule.actions,
    nextRuns: automation.nextRuns(rule).map((at) => at.toISOString()),
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

/** GET/POST /api/automation/rules, PUT/DELETE /api/automation/rules/{ruleId} (admins). */
export function registerAutomationRoutes(router: RestRouter): void {
  router.route("GET", "/api/automation/rules", async ({ context }) => {
    requireRole(context.viewer, "ADMIN");
    const { automation } = context.services;
    return { body: (await automation.list()).map((rule) => present(rule, automation)) };
  });

  router.route("POST", "/api/automation/rules", async ({ body, context }) => {
    requireRole(context.viewer, "ADMIN");
    const { automation } = context.services;
    return { status: 201, body: present(await automation.create(context.viewer!.userId, body), automation) };
  });

  router.route("PUT", "/api/automation/rules/:ruleId", async ({ params, body, context }) => {
    requireRole(context.viewer, "ADMIN");
    const { automation } = context.services;
    return { body: present(await automation.update(params.ruleId ?? "", (body ?? {}) as Record<string, unknown>), automation) };
  });

  router.route("DELETE", "/api/automation/rules/:ruleId", async ({ params, context }) => {
    requireRole(context.viewer, "ADMIN");
    await context.services.automation.remove(params.ruleId ?? "");
    return { body: { message: "Automation rule has been deleted successfully." } };
  });
}
