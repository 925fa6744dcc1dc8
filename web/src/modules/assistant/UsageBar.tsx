import { useId } from "react";
import styled from "styled-components";
import { usagePercent, usageText, usageTone } from "./usage-format";

export interface UsageBarProps {
  label: string;
  used: number;
  /** -1 for unlimited. */
  limit: number;
}

/** One allowance as a labelled meter: "Responses today · 3 of 5", or "Unlimited" with no bar to fill. */
export function UsageBar({ label, used, limit }: UsageBarProps) {
  const labelId = useId();
  const percent = usagePercent(used, limit);
  const tone = usageTone(percent);
  return (
    <StyledUsage>
      <StyledRow>
        <StyledLabel id={labelId}>{label}</StyledLabel>
        <StyledValue>{usageText(used, limit)}</StyledValue>
      </StyledRow>
      {percent === null ? (
        <StyledTrack aria-hidden="true">
          <StyledFill $percent={100} $tone={tone} $unlimited />
        </StyledTrack>
      ) : (
        <StyledTrack
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={usageText(used, limit)}
        >
          <StyledFill $percent={percent} $tone={tone} $unlimited={false} />
        </StyledTrack>
      )}
    </StyledUsage>
  );
}

const bars = { healthy: "healthyBar", warning: "warningBar", error: "errorBar" } as const;

const StyledUsage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.emptyBar};
`;

const StyledFill = styled.div<{ $percent: number; $tone: keyof typeof bars; $unlimited: boolean }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.colors[bars[$tone]]};
  opacity: ${({ $unlimited }) => ($unlimited ? 0.35 : 1)};
  transition: width ${({ theme }) => theme.durations.slow} ease-out;
`;
