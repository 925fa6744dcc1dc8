import styled, { keyframes } from "styled-components";
import { RiaAvatar } from "./RiaAvatar";

/** Spec section 4: shown after sending until Ria's first words arrive. */
export function TypingIndicator() {
  return (
    <StyledRow data-typing>
      <RiaAvatar />
      <StyledBubble role="status" aria-label="Ria is typing">
        <StyledDot $delay={0} />
        <StyledDot $delay={1} />
        <StyledDot $delay={2} />
      </StyledBubble>
    </StyledRow>
  );
}

const bounce = keyframes`0%, 60%, 100% { transform: translateY(0); opacity: 0.45; } 30% { transform: translateY(-4px); opacity: 1; }`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledBubble = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top-left-radius: ${({ theme }) => theme.radii.xs};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const StyledDot = styled.span<{ $delay: number }>`
  width: ${({ theme }) => theme.sizes.dot};
  height: ${({ theme }) => theme.sizes.dot};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.textSubtle};
  animation: ${bounce} 1.2s ease-in-out infinite;
  animation-delay: ${({ $delay }) => $delay * 0.15}s;
`;
