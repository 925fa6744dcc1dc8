import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { UsageBar } from "../assistant/UsageBar";
import type { PlanUsage_usage$key } from "./__generated__/PlanUsage_usage.graphql";

/** The plan's allowances as bars, from the real counters (unlimited plans say so). */
export function PlanUsage({ usage }: { usage: PlanUsage_usage$key }) {
  const data = useFragment(
    graphql`
      fragment PlanUsage_usage on Usage {
        dailyResponsesUsed
        dailyResponsesLimit
        monthlyTasksUsed
        monthlyTasksLimit
        nearLimit
      }
    `,
    usage,
  );
  return (
    <StyledUsage aria-label="Usage">
      <UsageBar label="Daily responses" used={data.dailyResponsesUsed} limit={data.dailyResponsesLimit} />
      <UsageBar label="Monthly tasks" used={data.monthlyTasksUsed} limit={data.monthlyTasksLimit} />
      {data.nearLimit && <StyledWarning role="status">You've used 80% or more of today's responses.</StyledWarning>}
    </StyledUsage>
  );
}

const StyledUsage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledWarning = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
