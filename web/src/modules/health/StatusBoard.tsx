import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { StatusBoard_status$key } from "./__generated__/StatusBoard_status.graphql";
import { CapabilityList } from "./CapabilityList";
import { RecentEvents } from "./RecentEvents";
import { ServiceMonitor } from "./ServiceMonitor";
import { StatusHero } from "./StatusHero";
import { StatusSummary } from "./StatusSummary";
import { useRunHealthChecks } from "./useRunHealthChecks";

/**
 * Everything the status page shows about the platform. The page's query, the live subscription and
 * the retry mutation all spread this one fragment, so a pushed round refreshes every part of it.
 */
export function StatusBoard({ status }: { status: StatusBoard_status$key }) {
  const data = useFragment(
    graphql`
      fragment StatusBoard_status on PlatformStatus {
        ...StatusHero_status
        ...StatusSummary_status
        ...ServiceMonitor_status
        ...CapabilityList_status
        ...RecentEvents_status
      }
    `,
    status,
  );
  const { runChecks, isRunning } = useRunHealthChecks();

  return (
    <StyledBoard>
      <StatusHero status={data} onRetry={runChecks} isRetrying={isRunning} />
      <StatusSummary status={data} />
      <StyledColumns>
        <ServiceMonitor status={data} />
        <StyledAside>
          <CapabilityList status={data} />
          <RecentEvents status={data} />
        </StyledAside>
      </StyledColumns>
    </StyledBoard>
  );
}

const StyledBoard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.75fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledAside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;
