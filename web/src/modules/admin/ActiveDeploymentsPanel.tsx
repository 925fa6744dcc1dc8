import { integrationStatusLook, rolloutNoteOf } from "@ria/api/modules/integrations/integrations.rules.ts";
import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatNumber } from "../../lib/format-ist";
import { Badge } from "../../ui/Badge";
import { Card } from "../../ui/Card";
import type { ActiveDeploymentsPanel_dashboard$key } from "./__generated__/ActiveDeploymentsPanel_dashboard.graphql";
import type { ActiveDeploymentsPanel_query$key } from "./__generated__/ActiveDeploymentsPanel_query.graphql";
import { LaunchTargetForm } from "./LaunchTargetForm";
import { launchDayLabel } from "./target-figures";

export interface ActiveDeploymentsPanelProps {
  query: ActiveDeploymentsPanel_query$key;
  dashboard: ActiveDeploymentsPanel_dashboard$key;
}

/**
 * Spec section 2's Active Deployments tab: each channel's rollout, read from the same integration states
 * as the Integration Status tab, and progress towards the launch target the admin sets here.
 */
export function ActiveDeploymentsPanel({ query, dashboard }: ActiveDeploymentsPanelProps) {
  const { integrations } = useFragment(
    graphql`
      fragment ActiveDeploymentsPanel_query on Query {
        integrations {
          id
          name
          status
          demoMode
        }
      }
    `,
    query,
  );
  const figures = useFragment(
    graphql`
      fragment ActiveDeploymentsPanel_dashboard on AdminDashboard {
        targetCxos
        activePilots
        launchDay
        launchProgressPercent
        ...LaunchTargetForm_dashboard
      }
    `,
    dashboard,
  );
  const labelId = useId();
  const percent = figures.launchProgressPercent ?? null;
  const target = figures.targetCxos ?? null;

  return (
    <Card title="Active Deployments" description="Rollout of Ria's channels and progress towards launch">
      <StyledChannels>
        {integrations.map((integration) => {
          const look = integrationStatusLook(integration.status);
          return (
            <li key={integration.id} aria-label={integration.name}>
              <StyledChannelHeader>
                <StyledName>{integration.name}</StyledName>
                {integration.demoMode && (
                  <Badge tone="neutral" dot={false}>
                    Demo mode
                  </Badge>
                )}
                <Badge tone={look.tone}>{look.label}</Badge>
              </StyledChannelHeader>
              <StyledStatus>{rolloutNoteOf(integration)}</StyledStatus>
            </li>
          );
        })}
      </StyledChannels>
      <StyledLaunch>
        <StyledLaunchRow>
          <span id={labelId}>
            Launch target: <strong>{launchDayLabel(figures.launchDay, new Date())}</strong>
          </span>
          {percent !== null && <span>{percent}% complete</span>}
        </StyledLaunchRow>
        {percent === null || target === null ? (
          <StyledStatus>Set a target below to measure progress.</StyledStatus>
        ) : (
          <>
            <StyledTrack
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}% complete`}
            >
              <StyledFill style={{ width: `${percent}%` }} />
            </StyledTrack>
            <StyledStatus>
              {formatNumber(figures.activePilots)} of {formatNumber(target)} target CXOs running a pilot
            </StyledStatus>
          </>
        )}
        <LaunchTargetForm dashboard={figures} />
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
    border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledChannelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledName = styled.p`
  margin-right: auto;
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
