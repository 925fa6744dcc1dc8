import styled from "styled-components";
import { shownSuggestions } from "./suggestions";

/** Spec section 9: three ready-made requests; choosing one sends it. */
export function QuickSuggestions({ onPick, disabled }: { onPick: (text: string) => void; disabled: boolean }) {
  return (
    <StyledGroup role="group" aria-label="Quick suggestions">
      <StyledLabel aria-hidden="true">Try asking</StyledLabel>
      {shownSuggestions().map((suggestion) => (
        <StyledSuggestion key={suggestion} type="button" disabled={disabled} onClick={() => onPick(suggestion)}>
          {suggestion}
        </StyledSuggestion>
      ))}
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledSuggestion = styled.button`
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background ${({ theme }) => theme.durations.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
