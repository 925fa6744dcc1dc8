import { memo } from "react";
import styled, { type DefaultTheme } from "styled-components";
import { Tooltip } from "../../ui/Tooltip";
import { describeBucket, uptimeTone, type UptimeTone } from "./uptime";

export interface UptimeBarProps {
  kind: "hour" | "day";
  start: string;
  checks: number;
  healthyChecks: number;
  index: number;
  /** The strip's single Tab stop (roving tabindex). */
  focusable: boolean;
  onActivate: (index: number) => void;
}

const toneColors: Record<UptimeTone, keyof DefaultTheme["colors"]> = {
  none: "emptyBar",
  full: "healthyBar",
  minor: "minorBar",
  major: "warningBar",
  outage: "errorBar",
};

/** One hour or day, coloured by its share of healthy checks, with its details in a tooltip and its label. */
export const UptimeBar = memo(function UptimeBar({ kind, start, checks, healthyChecks, index, focusable, onActivate }: UptimeBarProps) {
  const label = describeBucket(kind, { start, checks, healthyChecks });
  const tone = uptimeTone({ checks, healthyChecks });
  return (
    <Tooltip content={label}>
      <StyledBar
        data-bar
        data-tone={tone}
        role="img"
        aria-label={label}
        tabIndex={focusable ? 0 : -1}
        $tone={tone}
        onFocus={() => onActivate(index)}
      />
    </Tooltip>
  );
});

const StyledBar = styled.span<{ $tone: UptimeTone }>`
  display: block;
  min-width: 0;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.xs};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone]]};
  transition: transform ${({ theme }) => theme.durations.fast};
  cursor: default;
  &:hover {
    transform: scaleY(1.12);
    filter: brightness(0.94);
  }
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.space.hairline};
  }
`;
