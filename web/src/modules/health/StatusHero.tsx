import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstTime } from "../../lib/format-ist";
import { useLiveConnection } from "../../relay/useLiveConnection";
import { Button } from "../../ui/Button";
import type { StatusHero_status$key } from "./__generated__/StatusHero_status.graphql";
import { asOverallState, guidanceFor, type OverallState } from "./health-status";
import { HowWeCheckDialog } from "./HowWeCheckDialog";
import { StatusIcon } from "./StatusIcon";

export interface StatusHeroProps {
  status: StatusHero_status$key;
  onRetry: () => void;
  isRetrying: boolean;
}

/** The overall state in one sentence (spec section 8's guidance), when it was last checked, and the retry. */
export function StatusHero({ status, onRetry, isRetrying }: StatusHeroProps) {
  const data = useFragment(
    graphql`
      fragment StatusHero_status on PlatformStatus {
        overall
        lastRoundAt
        metrics {
          healthyServices
          totalServices
        }
      }
    `,
    status,
  );
  const headingId = useId();
  const state = asOverallState(data.overall);
  const guidance = guidanceFor(state);
  const { healthyServices, totalServices } = data.metrics;
  const retryLabel = state === "error" ? "Retry now" : "Check now";
  // While the live connection is down, what the board shows is only the last thing it heard: say so, and since when.
  const connection = useLiveConnection();
  const stale = connection.everConnected && connection.status === "reconnecting";
  const headline = stale ? `Last known: ${guidance.headline}` : guidance.headline;
  const detail = stale ? "We can't reach the status service right now, so this may be out of date. Reconnecting…" : guidance.detail;

  return (
    <StyledHero $state={stale ? "unknown" : state} aria-labelledby={headingId} data-overall={state} data-stale={stale || undefined}>
      <StatusIcon state={state} />
      <StyledBody>
        {/* Announced when the state changes; the time below changes every round and is not. */}
        <div aria-live="polite" aria-atomic="true">
          <StyledHeadline id={headingId}>{headline}</StyledHeadline>
          <StyledDetail>{detail}</StyledDetail>
        </div>
        {data.lastRoundAt && (
          <StyledMeta>
            {stale ? "As of" : "Last checked"} <time dateTime={data.lastRoundAt}>{formatIstTime(data.lastRoundAt)}</time>
            {totalServices > 0 && ` · ${healthyServices} of ${totalServices} services healthy${stale ? " then" : ""}`}
          </StyledMeta>
        )}
      </StyledBody>
      <StyledActions>
        <Button variant={guidance.offersRetry ? "primary" : "secondary"} busy={isRetrying} disabled={isRetrying} onClick={onRetry}>
          {isRetrying ? "Checking…" : retryLabel}
        </Button>
        <HowWeCheckDialog />
      </StyledActions>
    </StyledHero>
  );
}

const tones = {
  healthy: { soft: "healthySoft", strong: "healthy" },
  warning: { soft: "warningSoft", strong: "warning" },
  error: { soft: "errorSoft", strong: "error" },
  unknown: { soft: "neutralSoft", strong: "neutral" },
} as const;

const StyledHero = styled.section<{ $state: OverallState }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme, $state }) => theme.colors[tones[$state].strong]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $state }) => theme.colors[tones[$state].soft]};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledBody = styled.div`
  min-width: 0;
`;

const StyledHeadline = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const StyledDetail = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMeta = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
`;
