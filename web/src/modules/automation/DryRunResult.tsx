import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import type { DryRunOutcome } from "./useTestRule";

/**
 * The dry run's answer: whether the rule would fire on the sample, the keyword it matched, and what it would do.
 * A switched-off rule says so first: it would not fire now, and what it would do once switched on.
 */
export function DryRunResult({ outcome }: { outcome: DryRunOutcome }) {
  if (outcome.kind === "error") return <StyledError role="alert">{outcome.message}</StyledError>;
  const off = !outcome.active;
  return (
    <StyledBox aria-label="Dry run result">
      <StyledTop>
        {off ? (
          <Badge tone="warning">Switched off: would not fire</Badge>
        ) : (
          <Badge tone={outcome.wouldFire ? "success" : "neutral"}>{outcome.wouldFire ? "Would fire" : "Would not fire"}</Badge>
        )}
        {outcome.matchedKeyword && (
          <span>
            Matched keyword: <strong>{outcome.matchedKeyword}</strong>
          </span>
        )}
      </StyledTop>
      {off && (
        <StyledNote>
          This rule is switched off, so nothing happens when this arrives.{" "}
          {outcome.matches ? "Switch it on and this sample sets it off." : "Switched on, this sample would not set it off either."}
        </StyledNote>
      )}
      {outcome.matches && outcome.effects.length > 0 && (
        <>
          <StyledLabel>{off ? "Once switched on, it would:" : "It would:"}</StyledLabel>
          <StyledList>
            {outcome.effects.map((effect, index) => (
              <li key={index}>{effect}</li>
            ))}
          </StyledList>
        </>
      )}
      {outcome.matches && outcome.effects.length === 0 && <p>It has no actions, so it would only record a run.</p>}
      {!outcome.matches && !off && <p>Nothing would happen for this sample.</p>}
    </StyledBox>
  );
}

const StyledBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
