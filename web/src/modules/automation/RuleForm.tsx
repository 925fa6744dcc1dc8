import { useEffect, useRef, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Switch } from "../../ui/Switch";
import { FormField } from "../auth/FormField";
import { StyledInput, StyledSelect, StyledTextarea } from "../../ui/form-controls";
import { ActionsEditor } from "./ActionsEditor";
import { ConditionFields } from "./ConditionFields";
import { RULE_TRIGGERS, type RuleDraft, type RuleTrigger } from "./rule-form";

export interface RuleFormProps {
  mode: "create" | "edit";
  draft: RuleDraft;
  onChange: (changes: Partial<RuleDraft>) => void;
  errors: Record<string, string>;
  /** The server's reason for refusing the last save, if any. */
  refusal: string | null;
  busy: boolean;
  /** Grows with each refused save: the first field with a message then gets focus. */
  attempt: number;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The rule's fields, shared by Create Rule and Edit (the id is fixed once a rule exists). */
export function RuleForm({ mode, draft, onChange, errors, refusal, busy, attempt, onSubmit, onCancel }: RuleFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempt]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <StyledForm ref={formRef} onSubmit={submit} noValidate aria-label={mode === "create" ? "New automation rule" : "Edit automation rule"}>
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
      <FormField
        label="Rule ID"
        error={errors.id}
        hint={mode === "create" ? "Unique; letters, digits, - and _ (e.g. urgent-reply)." : "A rule's id cannot change."}
      >
        {(control) => (
          <StyledInput
            {...control}
            value={draft.id}
            disabled={mode === "edit"}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange({ id: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Name" error={errors.name}>
        {(control) => <StyledInput {...control} value={draft.name} onChange={(event) => onChange({ name: event.target.value })} />}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(control) => (
          <StyledTextarea
            {...control}
            value={draft.description}
            rows={2}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Trigger" error={errors.trigger}>
        {(control) => (
          <StyledSelect {...control} value={draft.trigger} onChange={(event) => onChange({ trigger: event.target.value as RuleTrigger })}>
            {RULE_TRIGGERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
        )}
      </FormField>
      <ConditionFields draft={draft} onChange={onChange} errors={errors} />
      <StyledActiveRow>
        <span aria-hidden="true">Active</span>
        <Switch label="Active" checked={draft.active} onCheckedChange={(active) => onChange({ active })} />
      </StyledActiveRow>
      <ActionsEditor actions={draft.actions} onChange={(actions) => onChange({ actions })} errors={errors} />
      <StyledButtons>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} disabled={busy}>
          {mode === "create" ? "Create Rule" : "Save Changes"}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRefusal = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActiveRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
