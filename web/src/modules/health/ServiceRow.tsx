import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstTime, formatNumber } from "../../lib/format-ist";
import type { ServiceRow_service$key } from "./__generated__/ServiceRow_service.graphql";
import { StatusBadge } from "./StatusBadge";
import { UptimeBars } from "./UptimeBars";

/** One service: status, response time, last check (IST), what it is or what went wrong, and its uptime bars. */
export function ServiceRow({ service }: { service: ServiceRow_service$key }) {
  const data = useFragment(
    graphql`
      fragment ServiceRow_service on ServiceHealth {
        label
        status
        responseTimeMs
        lastCheck
        description
        uptimePercent24h
        uptimePercent90d
        hourly {
          ...UptimeBars_buckets
        }
        daily {
          ...UptimeBars_buckets
        }
      }
    `,
    service,
  );
  const nameId = useId();

  return (
    <StyledRow aria-labelledby={nameId} data-status={data.status}>
      <StyledTop>
        <StyledName id={nameId}>{data.label}</StyledName>
        <StatusBadge status={data.status} />
      </StyledTop>
      <StyledDescription $problem={data.status !== "healthy"}>{data.description}</StyledDescription>
      <StyledFacts>
        <div>
          <dt>Response</dt>
          <dd>{formatNumber(data.responseTimeMs)} ms</dd>
        </div>
        <div>
          <dt>Last check</dt>
          <dd>
            <time dateTime={data.lastCheck}>{formatIstTime(data.lastCheck)}</time>
          </dd>
        </div>
      </StyledFacts>
      <StyledBars>
        <UptimeBars buckets={data.hourly} kind="hour" serviceLabel={data.label} percent={data.uptimePercent24h} />
        <UptimeBars buckets={data.daily} kind="day" serviceLabel={data.label} percent={data.uptimePercent90d} />
      </StyledBars>
    </StyledRow>
  );
}

const StyledRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} 0;
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p<{ $problem: boolean }>`
  color: ${({ theme, $problem }) => ($problem ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledBars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.xl};
  }
`;
