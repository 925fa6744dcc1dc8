import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { gql } from "./ops-api";

export interface RuleFields {
  id: string;
  name: string;
  description: string;
  trigger: "keyword" | "email" | "calendar" | "cron";
  active?: boolean;
  conditions?: { keywords?: string[]; cronExpression?: string; minutesBefore?: number };
  actions?: Array<Record<string, unknown>>;
}

/** Creates a rule through GraphQL as the context's admin; fails the test if the api refuses it. */
export async function createRule(request: APIRequestContext, rule: RuleFields): Promise<void> {
  const { createAutomationRule } = await gql<{ createAutomationRule: { __typename: string; message?: string } }>(
    request,
    `mutation ($input: AutomationRuleInput!) { createAutomationRule(input: $input) { __typename ... on Error { message } } }`,
    { input: { active: true, conditions: { keywords: [] }, actions: [], ...rule } },
  );
  if (createAutomationRule.__typename !== "MutationCreateAutomationRuleSuccess")
    throw new Error(`rule refused: ${createAutomationRule.message}`);
}

/** Deletes a rule, whether or not it still exists (test clean-up: rules act on every message of the shared api). */
export async function deleteRule(request: APIRequestContext, ruleId: string): Promise<void> {
  await gql(request, `mutation ($ruleId: String!) { deleteAutomationRule(ruleId: $ruleId) { __typename } }`, { ruleId });
}

/** A rule as the api has it now, or null. */
export async function readRule(request: APIRequestContext, ruleId: string) {
  const { automationRules } = await gql<{
    automationRules: Array<{ ruleId: string; name: string; active: boolean; keywords: string[]; nextRuns: string[] }>;
  }>(request, `{ automationRules { ruleId name active keywords nextRuns } }`);
  return automationRules.find((rule) => rule.ruleId === ruleId) ?? null;
}

/** The rule card with this name (an article named by its heading). */
export function ruleCard(page: Page, name: string): Locator {
  return page.getByRole("list", { name: "Automation rules" }).getByRole("article", { name, exact: true });
}

/** The figure under a stat card's label. */
export function statFigure(page: Page, label: string): Locator {
  return page
    .locator("dl[aria-label='Rule summary']")
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}
