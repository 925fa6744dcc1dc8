import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { ActiveDeploymentsPanel_dashboard$key } from "./__generated__/ActiveDeploymentsPanel_dashboard.graphql";

/** Spec section 9: the deployment progress shown with the launch target is a fixed figure. */
export const DEPLOYMENT_PROGRESS_PERCENT = 75;

/** Spec section 2: static rollout notes per channel (the live state is on the Integration Status tab). */
const CHANNELS = [
  { name: "WhatsApp Business", status: "Ready for pilot deployments: triage, replies and reminders" },
  { name: "Gmail", status: "Configured: inbox summaries and smart drafts" },
  { name: "Calendar", status: "Syncing: scheduling, clashes and the morning brief" },
];

/** Spec section 2's Active Deployments tab: channel rollout notes and the launch target with its progress bar. */
export function ActiveDeploymentsPanel({ dashboard }: { dashboard: ActiveDeploymentsPanel_dashboard$key }) {
  const { launchTarget } = useFragment(
    graphql`
      fragment ActiveDeploymentsPanel_dashboard on AdminDashboard {
        launchTarget
      }
    `,
    dashboard,
  );
  const labelId = useId();

  return (
    <Card title="Active Deployments" description="Rollout of Ria's channels">
      <StyledChannels>
        {CHANNELS.map((channel) => (
          <li key={channel.name}>
            <StyledName>{channel.name}</StyledName>
            <StyledStatus>{channel.status}</StyledStatus>
          </li>
        ))}
      </StyledChannels>
      <StyledLaunch>
        <StyledLaunchRow>
          <span id={labelId}>
            Launch target: <strong>{launchTarget}</strong>
          </span>
          <span>{DEPLOYMENT_PROGRESS_PERCENT}% complete</span>
        </StyledLaunchRow>
        <StyledTrack
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={DEPLOYMENT_PROGRESS_PERCENT}
          aria-valuetext={`${DEPLOYMENT_PROGRESS_PERCENT}% complete`}
        >
          <StyledFill style={{ width: `${DEPLOYMENT_PROGRESS_PERCENT}%` }} />
        </StyledTrack>
      </StyledLaunch>
    </Card>
  );
}

const StyledChannels = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.healthyBar};
  }
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLaunch = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
`;

const StyledLaunchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.emptyBar};
  overflow: hidden;
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;
