import type { ReactNode } from "react";
import styled from "styled-components";

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** Spans both columns of the form's grid on wide screens. */
  wide?: boolean;
  children: ReactNode;
}

/** The id of a field's error message, for the control's aria-describedby. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** A labelled control with its validation message below it. */
export function FormField({ id, label, error, wide = false, children }: FormFieldProps) {
  return (
    <StyledField $wide={wide}>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children}
      {error && <StyledError id={errorIdOf(id)}>{error}</StyledError>}
    </StyledField>
  );
}

const StyledField = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  }
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
