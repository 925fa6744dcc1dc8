import styled from "styled-components";
import type { OverallState } from "./health-status";

const paths: Record<OverallState, string> = {
  healthy: "M7 12.5l3.2 3.2L17 9",
  warning: "M12 7v6.5M12 16.8v.2",
  error: "M8.5 8.5l7 7M15.5 8.5l-7 7",
  unknown: "M7.5 12h.01M12 12h.01M16.5 12h.01",
};

/** A round glyph for an overall state; decorative, the headline beside it says the state in words. */
export function StatusIcon({ state }: { state: OverallState }) {
  return (
    <StyledCircle $state={state} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[state]} />
      </svg>
    </StyledCircle>
  );
}

const StyledCircle = styled.span<{ $state: OverallState }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $state }) => theme.colors[$state === "unknown" ? "neutral" : $state]};
  color: ${({ theme }) => theme.colors.textInverse};
  svg {
    width: ${({ theme }) => theme.sizes.barHeight};
    height: ${({ theme }) => theme.sizes.barHeight};
  }
`;
