import styled from "styled-components";
import { Button } from "../../ui/Button";
import { FormField } from "../auth/FormField";
import { StyledInput, StyledSelect } from "../../ui/form-controls";
import { ACTION_TYPES, newAction, type ActionDraft, type ActionType } from "./rule-actions";

export interface ActionFieldsProps {
  index: number;
  action: ActionDraft;
  onChange: (action: ActionDraft) => void;
  onRemove: () => void;
  errors: Record<string, string>;
}

type TextField = {
  key: string;
  label: string;
  value: string;
  set: (value: string) => ActionDraft;
  numeric?: boolean;
  placeholder?: string;
};

/** The inputs each action type needs. */
function fieldsOf(action: ActionDraft): TextField[] {
  switch (action.type) {
    case "reply":
      return [{ key: "text", label: "Reply text", value: action.text, set: (text) => ({ ...action, text }), placeholder: "We are on it" }];
    case "send_whatsapp":
      return [
        { key: "to", label: "WhatsApp number", value: action.to, set: (to) => ({ ...action, to }), placeholder: "919812345678" },
        { key: "text", label: "Message", value: action.text, set: (text) => ({ ...action, text }) },
      ];
    case "schedule_task":
      return [
        {
          key: "input",
          label: "Task",
          value: action.input,
          set: (input) => ({ ...action, input }),
          placeholder: "Follow up on {{message}}",
        },
        {
          key: "inMinutes",
          label: "After (minutes)",
          value: action.inMinutes,
          set: (inMinutes) => ({ ...action, inMinutes }),
          numeric: true,
        },
      ];
    case "add_list_item":
      return [{ key: "title", label: "Item", value: action.title, set: (title) => ({ ...action, title }) }];
    case "notify_admin":
      return [{ key: "text", label: "Notification", value: action.text, set: (text) => ({ ...action, text }) }];
  }
}

/** One action of a rule: its type and the inputs that type needs, with the server's messages. */
export function ActionFields({ index, action, onChange, onRemove, errors }: ActionFieldsProps) {
  const prefix = `actions.${index}`;
  return (
    <StyledFieldset>
      <StyledLegend>Action {index + 1}</StyledLegend>
      <FormField label="Type" error={errors[`${prefix}.type`]}>
        {(control) => (
          <StyledSelect
            {...control}
            value={action.type}
            onChange={(event) => onChange(newAction(event.target.value as ActionType, action))}
          >
            {ACTION_TYPES.map((option) => (
              <option key={option.type} value={option.type}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
        )}
      </FormField>
      {fieldsOf(action).map((field) => (
        <FormField key={field.key} label={field.label} error={errors[`${prefix}.${field.key}`]}>
          {(control) => (
            <StyledInput
              {...control}
              type={field.numeric ? "number" : "text"}
              inputMode={field.numeric ? "numeric" : undefined}
              min={field.numeric ? 1 : undefined}
              value={field.value}
              placeholder={field.placeholder}
              onChange={(event) => onChange(field.set(event.target.value))}
            />
          )}
        </FormField>
      ))}
      <StyledRemove>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove action ${index + 1}`}>
          Remove
        </Button>
      </StyledRemove>
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRemove = styled.div`
  display: flex;
  justify-content: flex-end;
`;
