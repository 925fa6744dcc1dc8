import { actionPayload, readActions, type ActionDraft } from "./rule-actions";

export type RuleTrigger = "keyword" | "email" | "calendar" | "cron";

/** The four triggers, as the form's select offers them. */
export const RULE_TRIGGERS: ReadonlyArray<{ value: RuleTrigger; label: string }> = [
  { value: "keyword", label: "Keyword in a message" },
  { value: "email", label: "Email received" },
  { value: "calendar", label: "Before a calendar event" },
  { value: "cron", label: "Schedule (cron)" },
];

/** A rule as the create and edit form holds it. */
export interface RuleDraft {
  id: string;
  name: string;
  description: string;
  trigger: RuleTrigger;
  active: boolean;
  /** Comma-separated, as typed. */
  keywords: string;
  cronExpression: string;
  minutesBefore: string;
  actions: ActionDraft[];
}

/** Spec section 5: a new rule is a keyword rule, active, with empty conditions and no actions. */
export const EMPTY_RULE_DRAFT: RuleDraft = {
  id: "",
  name: "",
  description: "",
  trigger: "keyword",
  active: true,
  keywords: "",
  cronExpression: "",
  minutesBefore: "",
  actions: [],
};

/** Spec section 5: keywords are comma-separated, each trimmed; empty ones are dropped. */
export function parseKeywords(typed: string): string[] {
  return typed
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Spec section 5: id, name and description are required before anything is sent. */
export function lacksRequiredFields(draft: RuleDraft): boolean {
  return !draft.id.trim() || !draft.name.trim() || !draft.description.trim();
}

/** Which inputs the form shows for a trigger (email rules may filter by keyword). */
export function conditionInputsFor(trigger: RuleTrigger): { keywords: boolean; cron: boolean; minutesBefore: boolean } {
  return { keywords: trigger === "keyword" || trigger === "email", cron: trigger === "cron", minutesBefore: trigger === "calendar" };
}

/** The conditions the api stores for the draft's trigger. */
export function conditionsOf(draft: RuleDraft): { keywords: string[]; cronExpression?: string; minutesBefore?: number | string } {
  const shown = conditionInputsFor(draft.trigger);
  const minutes = draft.minutesBefore.trim();
  return {
    keywords: shown.keywords ? parseKeywords(draft.keywords) : [],
    ...(shown.cron ? { cronExpression: draft.cronExpression.trim() } : {}),
    ...(shown.minutesBefore && minutes ? { minutesBefore: Number.isFinite(Number(minutes)) ? Number(minutes) : minutes } : {}),
  };
}

/** Everything but the id: what an edit sends as `changes`. */
export function ruleChangesOf(draft: RuleDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    trigger: draft.trigger,
    active: draft.active,
    conditions: conditionsOf(draft),
    actions: draft.actions.map(actionPayload),
  };
}

/** The createAutomationRule input. */
export function ruleInputOf(draft: RuleDraft) {
  return { id: draft.id.trim(), ...ruleChangesOf(draft) };
}

export interface StoredRule {
  ruleId: string;
  name: string;
  description: string;
  trigger: string;
  active: boolean;
  keywords: readonly string[];
  cronExpression: string | null | undefined;
  minutesBefore: number | null | undefined;
  actions: unknown;
}

/** A saved rule, ready to edit in the form. */
export function draftOfRule(rule: StoredRule): RuleDraft {
  const trigger = RULE_TRIGGERS.some((option) => option.value === rule.trigger) ? (rule.trigger as RuleTrigger) : "keyword";
  return {
    id: rule.ruleId,
    name: rule.name,
    description: rule.description,
    trigger,
    active: rule.active,
    keywords: rule.keywords.join(", "),
    cronExpression: rule.cronExpression ?? "",
    minutesBefore: rule.minutesBefore == null ? "" : String(rule.minutesBefore),
    actions: readActions(rule.actions),
  };
}

/**
 * The server's field messages keyed as the form's inputs are: "id", "conditions.keywords",
 * "conditions.cronExpression", "actions.0.text"… (a message about one keyword goes to the keywords input).
 */
export function fieldErrorsOf(fields: ReadonlyArray<{ field: string; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) {
    const key = field.startsWith("conditions.keywords") ? "conditions.keywords" : field;
    errors[key] ??= message;
  }
  return errors;
}
