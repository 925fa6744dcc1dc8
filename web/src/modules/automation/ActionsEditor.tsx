import { Plus } from "lucide-react";
import { useId } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { ActionFields } from "./ActionFields";
import { newAction, type ActionDraft } from "./rule-actions";

export interface ActionsEditorProps {
  actions: ActionDraft[];
  onChange: (actions: ActionDraft[]) => void;
  errors: Record<string, string>;
}

/** What the rule does when it fires: a list of actions of the five types, added and removed freely. */
export function ActionsEditor({ actions, onChange, errors }: ActionsEditorProps) {
  const headingId = useId();
  const replace = (index: number, action: ActionDraft) => onChange(actions.map((current, at) => (at === index ? action : current)));
  return (
    <StyledGroup role="group" aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Actions</StyledHeading>
      <StyledHint>What Ria does when the rule fires. Write {"{{message}}"} to include the message that set it off.</StyledHint>
      {actions.length === 0 ? (
        <StyledEmpty>No actions yet.</StyledEmpty>
      ) : (
        actions.map((action, index) => (
          <ActionFields
            key={index}
            index={index}
            action={action}
            errors={errors}
            onChange={(next) => replace(index, next)}
            onRemove={() => onChange(actions.filter((_, at) => at !== index))}
          />
        ))
      )}
      {errors.actions && <StyledError>{errors.actions}</StyledError>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...actions, newAction("reply")])}>
          <Plus size={16} aria-hidden="true" />
          Add action
        </Button>
      </div>
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledHint = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
