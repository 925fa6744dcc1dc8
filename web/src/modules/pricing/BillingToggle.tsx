import { useId } from "react";
import styled from "styled-components";
import type { Billing } from "./pricing-math";

const OPTIONS: Array<{ value: Billing; label: string; hint?: string }> = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly", hint: "Save 20%" },
];

/** Monthly or yearly prices (spec section 2): two radio buttons drawn as one switch; arrow keys move between them. */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (billing: Billing) => void }) {
  const name = useId();
  return (
    <StyledGroup role="radiogroup" aria-label="Billing period">
      {OPTIONS.map((option) => (
        <StyledOption key={option.value} $checked={value === option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
          {option.hint && <StyledHint>{option.hint}</StyledHint>}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brand : "transparent")};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.textInverse : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledHint = styled.span`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.healthySoft};
  color: ${({ theme }) => theme.colors.healthy};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
