import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import styled from "styled-components";

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; the tooltip opens on hover and on keyboard focus. */
  children: ReactNode;
  side?: "top" | "bottom" | "left" | "right";
}

/** A hint shown on hover and focus (Radix); the trigger keeps its own accessible name. */
export function Tooltip({ content, children, side = "top" }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <StyledContent side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <StyledArrow />
        </StyledContent>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

const StyledContent = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledArrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.brand};
`;
