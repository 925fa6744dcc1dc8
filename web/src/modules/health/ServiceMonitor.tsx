import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { ServiceMonitor_status$key } from "./__generated__/ServiceMonitor_status.graphql";
import { AUTOMATIC_RETRY_SECONDS } from "./health-status";
import { ServiceRow } from "./ServiceRow";

/** The live health monitor: one row per checked service, in the api's order. */
export function ServiceMonitor({ status }: { status: ServiceMonitor_status$key }) {
  const data = useFragment(
    graphql`
      fragment ServiceMonitor_status on PlatformStatus {
        services {
          service
          ...ServiceRow_service
        }
      }
    `,
    status,
  );

  return (
    <Card title="Live health monitor" description={`Checked every ${AUTOMATIC_RETRY_SECONDS} seconds · times in IST`}>
      {data.services.length === 0 ? (
        <StyledEmpty>No results yet. The first round of checks is on its way.</StyledEmpty>
      ) : (
        <StyledList>
          {data.services.map((service) => (
            <ServiceRow key={service.service} service={service} />
          ))}
        </StyledList>
      )}
    </Card>
  );
}

const StyledList = styled.ul`
  display: grid;
  & > li + li {
    border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  }
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
