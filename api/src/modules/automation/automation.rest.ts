import type { AutomationRule } from "../../generated/prisma/client.ts";
import type { RestRouter } from "../../rest/router.ts";
import { requireRole } from "../../rest/require-role.ts";
import type { AutomationService } from "./automation.service.ts";
import { ruleFieldsSchema, ruleInputSchema } from "./rule.rules.ts";

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
  router.route(
    "GET",
    "/api/automation/rules",
    async ({ context }) => {
      requireRole(context.viewer, "ADMIN");
      const { automation } = context.services;
      return { body: (await automation.list()).map((rule) => present(rule, automation)) };
    },
    { doc: { summary: "The platform's automation rules", access: "admin" } },
  );

  router.route(
    "POST",
    "/api/automation/rules",
    async ({ body, context }) => {
      requireRole(context.viewer, "ADMIN");
      const { automation } = context.services;
      return { status: 201, body: present(await automation.create(context.viewer!.userId, body), automation) };
    },
    { doc: { summary: "Create a rule (validated by the service with ruleInputSchema)", body: ruleInputSchema, access: "admin" } },
  );

  router.route(
    "PUT",
    "/api/automation/rules/:ruleId",
    async ({ params, body, context }) => {
      requireRole(context.viewer, "ADMIN");
      const { automation } = context.services;
      return { body: present(await automation.update(params.ruleId ?? "", (body ?? {}) as Record<string, unknown>), automation) };
    },
    {
      doc: {
        summary: "Change any fields of a rule (the result is validated as a whole)",
        body: ruleFieldsSchema.partial(),
        access: "admin",
      },
    },
  );

  router.route(
    "DELETE",
    "/api/automation/rules/:ruleId",
    async ({ params, context }) => {
      requireRole(context.viewer, "ADMIN");
      await context.services.automation.remove(params.ruleId ?? "");
      return { body: { message: "Automation rule has been deleted successfully." } };
    },
    { doc: { summary: "Delete a rule", access: "admin" } },
  );
}
