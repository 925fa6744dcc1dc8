import type { ReactNode } from "react";
import styled from "styled-components";

export type StatTone = "healthy" | "warning" | "error" | "neutral" | "accent";

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: StatTone;
}

/** One figure with its label, for use inside a `<dl>` grid (a div groups each dt/dd pair). */
export function StatCard({ label, value, hint, tone = "neutral" }: StatCardProps) {
  return (
    <StyledStat $tone={tone}>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue>{value}</StyledValue>
      {hint && <StyledHint>{hint}</StyledHint>}
    </StyledStat>
  );
}

const StyledStat = styled.div<{ $tone: StatTone }>`
  position: relative;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto 0;
    height: ${({ theme }) => theme.space.xs};
    background: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledValue = styled.dd`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  font-variant-numeric: tabular-nums;
`;

const StyledHint = styled.dd`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
