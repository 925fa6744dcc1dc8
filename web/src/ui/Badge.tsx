import type { ReactNode } from "react";
import styled from "styled-components";

export type BadgeTone = "success" | "warning" | "danger" | "neutral" | "info";

export interface BadgeProps {
  tone?: BadgeTone;
  /** Shows a coloured dot before the text; colour is never the only signal, the text says it too. */
  dot?: boolean;
  children: ReactNode;
}

/** A small pill that labels a status. */
export function Badge({ tone = "neutral", dot = true, children }: BadgeProps) {
  return (
    <StyledBadge $tone={tone}>
      {dot && <StyledDot aria-hidden="true" $tone={tone} />}
      {children}
    </StyledBadge>
  );
}

type Palette = {
  fg: "healthy" | "warning" | "error" | "neutral" | "accent";
  bg: "healthySoft" | "warningSoft" | "errorSoft" | "neutralSoft" | "accentSoft";
};

const palettes: Record<BadgeTone, Palette> = {
  success: { fg: "healthy", bg: "healthySoft" },
  warning: { fg: "warning", bg: "warningSoft" },
  danger: { fg: "error", bg: "errorSoft" },
  neutral: { fg: "neutral", bg: "neutralSoft" },
  info: { fg: "accent", bg: "accentSoft" },
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[palettes[$tone].bg]};
  color: ${({ theme, $tone }) => theme.colors[palettes[$tone].fg]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  white-space: nowrap;
`;

const StyledDot = styled.span<{ $tone: BadgeTone }>`
  width: ${({ theme }) => theme.sizes.dot};
  height: ${({ theme }) => theme.sizes.dot};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: currentColor;
`;
