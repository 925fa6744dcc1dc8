import { useId, type ReactNode } from "react";
import styled from "styled-components";

export interface FormFieldProps {
  label: string;
  /** The message shown under the control when its value is refused. */
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}

/** A labelled form control with its hint and its error message (announced with the control). */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
