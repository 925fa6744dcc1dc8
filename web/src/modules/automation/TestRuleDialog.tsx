import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { FormField } from "../auth/FormField";
import { StyledInput } from "../../ui/form-controls";
import { DryRunResult } from "./DryRunResult";
import { useTestRule } from "./useTestRule";

export interface TestRuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: { ruleId: string; name: string; trigger: string; active: boolean };
}

const SAMPLE_LABELS: Record<string, string> = {
  keyword: "Sample message",
  email: "Sample email subject",
  calendar: "Sample meeting title",
  cron: "Sample input (optional)",
};

/** 'Test rule': a dry run on a sample: would the rule fire, and what would it do? Nothing is sent or changed. */
export function TestRuleDialog({ open, onOpenChange, rule }: TestRuleDialogProps) {
  const [sample, setSample] = useState("");
  const { test, outcome, isTesting, reset } = useTestRule(rule.ruleId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    test(sample);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Test rule: ${rule.name}`}
      description="A dry run on a sample. Nothing is sent, scheduled or changed."
    >
      <StyledForm onSubmit={submit} noValidate aria-label="Test rule">
        <FormField label={SAMPLE_LABELS[rule.trigger] ?? "Sample"}>
          {(control) => (
            <StyledInput
              {...control}
              value={sample}
              placeholder={rule.trigger === "keyword" ? "This is urgent" : undefined}
              onChange={(event) => setSample(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" busy={isTesting} disabled={isTesting}>
            Run test
          </Button>
        </div>
      </StyledForm>
      <StyledResult aria-live="polite">{outcome && <DryRunResult outcome={outcome} />}</StyledResult>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledResult = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;
