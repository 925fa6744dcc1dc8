import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatNumber } from "../../lib/format-ist";
import { StatCard, type StatTone } from "../../ui/StatCard";
import type { StatusSummary_status$key } from "./__generated__/StatusSummary_status.graphql";
import { asOverallState, statusLabel, type OverallState } from "./health-status";
import { formatUptime } from "./uptime";

const overallTones: Record<OverallState, StatTone> = { healthy: "healthy", warning: "warning", error: "error", unknown: "neutral" };

/** The headline figures: overall status, services healthy, response time, 24 h uptime and incidents. */
export function StatusSummary({ status }: { status: StatusSummary_status$key }) {
  const data = useFragment(
    graphql`
      fragment StatusSummary_status on PlatformStatus {
        overall
        metrics {
          healthyServices
          totalServices
          averageResponseMs
          uptimePercent24h
          checksLast24h
          incidentsLast24h
        }
      }
    `,
    status,
  );
  const state = asOverallState(data.overall);
  const metrics = data.metrics;
  const attention = metrics.totalServices - metrics.healthyServices;
  const checked = metrics.totalServices > 0;

  return (
    <StyledGrid>
      <StatCard
        label="Overall status"
        value={statusLabel(state)}
        tone={overallTones[state]}
        hint={checked ? `${metrics.totalServices} services checked` : "No results yet"}
      />
      <StatCard
        label="Services healthy"
        value={`${metrics.healthyServices} of ${metrics.totalServices}`}
        tone={!checked ? "neutral" : attention > 0 ? "warning" : "healthy"}
        hint={
          !checked
            ? "Awaiting the first check"
            : attention > 0
              ? `${attention} need${attention === 1 ? "s" : ""} attention`
              : "Nothing needs attention"
        }
      />
      <StatCard
        label="Avg response"
        value={metrics.averageResponseMs == null ? "—" : `${formatNumber(metrics.averageResponseMs)} ms`}
        tone="accent"
        hint="Latest round"
      />
      <StatCard
        label="Uptime · 24 h"
        value={formatUptime(metrics.uptimePercent24h)}
        tone="accent"
        hint={`${formatNumber(metrics.checksLast24h)} checks`}
      />
      <StatCard
        label="Incidents · 24 h"
        value={formatNumber(metrics.incidentsLast24h)}
        tone={metrics.incidentsLast24h > 0 ? "warning" : "healthy"}
        hint={metrics.incidentsLast24h > 0 ? "Services that turned warning or error" : "No service degraded"}
      />
    </StyledGrid>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  & > :first-child {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > :first-child {
      grid-column: auto;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;
