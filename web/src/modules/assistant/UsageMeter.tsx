import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { UsageBar } from "./UsageBar";
import type { UsageMeter_usage$key } from "./__generated__/UsageMeter_usage.graphql";

/** Today's responses and this month's tasks against the plan, with the 80% warning (spec section 5). */
export function UsageMeter({ usage }: { usage: UsageMeter_usage$key }) {
  const data = useFragment(
    graphql`
      fragment UsageMeter_usage on Usage {
        dailyResponsesUsed
        dailyResponsesLimit
        monthlyTasksUsed
        monthlyTasksLimit
        nearLimit
        upgradeToId
      }
    `,
    usage,
  );
  return (
    <StyledMeter>
      <StyledBars>
        <UsageBar label="Responses today" used={data.dailyResponsesUsed} limit={data.dailyResponsesLimit} />
        <UsageBar label="Tasks this month" used={data.monthlyTasksUsed} limit={data.monthlyTasksLimit} />
      </StyledBars>
      {data.nearLimit && (
        <StyledWarning role="status">
          You've used {data.dailyResponsesUsed} of today's {data.dailyResponsesLimit} responses.{" "}
          {data.upgradeToId ? <Link to="/pricing">See plans for more</Link> : <Link to="/client/login">Sign in for more</Link>}
        </StyledWarning>
      )}
    </StyledMeter>
  );
}

const StyledMeter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledBars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledWarning = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
