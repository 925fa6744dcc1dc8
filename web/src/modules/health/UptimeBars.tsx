import { useRef, useState, type KeyboardEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { UptimeBars_buckets$key } from "./__generated__/UptimeBars_buckets.graphql";
import { formatIstClock, formatIstShortDay } from "../../lib/format-ist";
import { UptimeBar } from "./UptimeBar";
import { formatUptime } from "./uptime";

export interface UptimeBarsProps {
  /** Oldest first. */
  buckets: UptimeBars_buckets$key;
  kind: "hour" | "day";
  serviceLabel: string;
  percent: number | null | undefined;
}

const titles = { hour: "Last 24 hours", day: "Last 90 days" } as const;
const scales = { hour: ["24 h ago", "Now"], day: ["90 days ago", "Today"] } as const;

/**
 * A strip of uptime bars, oldest first. One Tab stop for the strip; arrow keys, Home and End move
 * between bars, and each bar tells its hour or day and share of healthy checks.
 */
export function UptimeBars({ kind, serviceLabel, percent, ...props }: UptimeBarsProps) {
  const buckets = useFragment(
    graphql`
      fragment UptimeBars_buckets on UptimeBucket @relay(plural: true) {
        start
        checks
        healthyChecks
      }
    `,
    props.buckets,
  );
  const [active, setActive] = useState(buckets.length - 1);
  const track = useRef<HTMLDivElement>(null);
  const current = Math.min(active, buckets.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: buckets.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const clamped = Math.max(0, Math.min(buckets.length - 1, next));
    setActive(clamped);
    track.current?.querySelectorAll<HTMLElement>("[data-bar]")[clamped]?.focus();
  }

  // A window only partly measured claims nothing for the rest: "100% since 27 Nov", not "Last 90 days 100%".
  const firstMeasured = buckets.findIndex((bucket) => bucket.checks > 0);
  const since =
    firstMeasured > 0
      ? ` since ${kind === "day" ? formatIstShortDay(buckets[firstMeasured]!.start) : formatIstClock(buckets[firstMeasured]!.start)}`
      : "";
  const figure = `${formatUptime(percent)}${since}`;
  const summary = `${serviceLabel}, ${titles[kind].toLowerCase()}: ${figure} uptime`;
  return (
    <StyledStrip>
      <StyledHead>
        <span>{titles[kind]}</span>
        <StyledPercent data-uptime>{figure}</StyledPercent>
      </StyledHead>
      <StyledTrack ref={track} role="group" aria-label={summary} onKeyDown={onKeyDown} $count={buckets.length}>
        {buckets.map((bucket, index) => (
          <UptimeBar
            key={bucket.start}
            kind={kind}
            start={bucket.start}
            checks={bucket.checks}
            healthyChecks={bucket.healthyChecks}
            index={index}
            focusable={index === current}
            onActivate={setActive}
          />
        ))}
      </StyledTrack>
      <StyledScale aria-hidden="true">
        <span>{scales[kind][0]}</span>
        <span>{scales[kind][1]}</span>
      </StyledScale>
    </StyledStrip>
  );
}

const StyledStrip = styled.div`
  min-width: 0;
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledPercent = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledTrack = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme, $count }) => ($count > 30 ? theme.space.hairline : theme.space.xxs)};
  height: ${({ theme }) => theme.sizes.barHeightSm};
  border-radius: ${({ theme }) => theme.radii.xs};
  ${({ theme }) => theme.media.md} {
    height: ${({ theme }) => theme.sizes.barHeight};
  }
`;

const StyledScale = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
