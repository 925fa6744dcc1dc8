import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Badge } from "../../ui/Badge";
import type { RuleRunItem_run$key } from "./__generated__/RuleRunItem_run.graphql";
import { formatDuration, runStatusLook } from "./rule-labels";

/** One run of a rule: when (IST), what set it off, how it went, how long it took and what it did. */
export function RuleRunItem({ run, ruleName }: { run: RuleRunItem_run$key; ruleName?: string }) {
  const data = useFragment(
    graphql`
      fragment RuleRunItem_run on RuleRun {
        triggerInput
        startedAt
        durationMs
        status
        error
        effects
      }
    `,
    run,
  );
  const look = runStatusLook(data.status);
  return (
    <StyledItem>
      <StyledTop>
        <Badge tone={look.tone}>{look.label}</Badge>
        {ruleName && <StyledRule>{ruleName}</StyledRule>}
        <StyledMeta>
          <time dateTime={data.startedAt}>{formatIstDateTime(data.startedAt)}</time> · {formatDuration(data.durationMs)}
        </StyledMeta>
      </StyledTop>
      <StyledTrigger>Triggered by “{data.triggerInput}”</StyledTrigger>
      {data.effects.length > 0 && (
        <StyledEffects aria-label="What it did">
          {data.effects.map((effect, index) => (
            <li key={index}>{effect}</li>
          ))}
        </StyledEffects>
      )}
      {data.error && <StyledError>{data.error}</StyledError>}
    </StyledItem>
  );
}

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const StyledRule = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledTrigger = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledEffects = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
  overflow-wrap: anywhere;
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  overflow-wrap: anywhere;
`;
