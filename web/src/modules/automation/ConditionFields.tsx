import { FormField } from "../auth/FormField";
import { StyledInput } from "../../ui/form-controls";
import { CronPreview } from "./CronPreview";
import { conditionInputsFor, type RuleDraft } from "./rule-form";

export interface ConditionFieldsProps {
  draft: RuleDraft;
  onChange: (changes: Partial<RuleDraft>) => void;
  errors: Record<string, string>;
}

/** The trigger's conditions: keywords (keyword rules; a filter for email rules), a cron expression, or minutes before a meeting. */
export function ConditionFields({ draft, onChange, errors }: ConditionFieldsProps) {
  const shown = conditionInputsFor(draft.trigger);
  return (
    <>
      {shown.keywords && (
        <FormField
          label={draft.trigger === "email" ? "Keywords (optional filter)" : "Keywords"}
          error={errors["conditions.keywords"]}
          hint={
            draft.trigger === "email"
              ? "Only emails containing one of these, comma-separated. Leave empty for every email."
              : "Comma-separated, e.g. urgent, asap, board meeting. Whole words, any case."
          }
        >
          {(control) => (
            <StyledInput
              {...control}
              value={draft.keywords}
              placeholder="urgent, asap"
              onChange={(event) => onChange({ keywords: event.target.value })}
            />
          )}
        </FormField>
      )}
      {shown.cron && (
        <FormField
          label="Cron expression"
          error={errors["conditions.cronExpression"]}
          hint="Five fields in IST: minute hour day-of-month month day-of-week. 0 * * * * runs every hour."
        >
          {(control) => (
            <StyledInput
              {...control}
              value={draft.cronExpression}
              placeholder="0 * * * *"
              spellCheck={false}
              onChange={(event) => onChange({ cronExpression: event.target.value })}
            />
          )}
        </FormField>
      )}
      {shown.cron && <CronPreview expression={draft.cronExpression} />}
      {shown.minutesBefore && (
        <FormField
          label="Minutes before the event"
          error={errors["conditions.minutesBefore"]}
          hint="How long before each meeting starts (1 to 1,440). 15 if left empty."
        >
          {(control) => (
            <StyledInput
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={1440}
              value={draft.minutesBefore}
              placeholder="15"
              onChange={(event) => onChange({ minutesBefore: event.target.value })}
            />
          )}
        </FormField>
      )}
    </>
  );
}
