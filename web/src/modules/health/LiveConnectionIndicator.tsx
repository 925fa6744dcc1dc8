import styled, { css, keyframes } from "styled-components";
import { useLiveConnection } from "../../relay/useLiveConnection";
import { describeConnection, type LiveLook as Look } from "./live-updates";

/** Shows whether this page is receiving pushed updates, and says so when the connection drops and returns. */
export function LiveConnectionIndicator() {
  const { look, text } = describeConnection(useLiveConnection());
  return (
    <StyledPill role="status" aria-live="polite" $look={look} data-live={look}>
      <StyledDot $look={look} aria-hidden="true" />
      {text}
    </StyledPill>
  );
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 6px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const looks = {
  live: css`
    background: ${({ theme }) => theme.colors.healthySoft};
    color: ${({ theme }) => theme.colors.healthy};
  `,
  waiting: css`
    background: ${({ theme }) => theme.colors.neutralSoft};
    color: ${({ theme }) => theme.colors.neutral};
  `,
  paused: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
};

const StyledPill = styled.p<{ $look: Look }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $look }) => looks[$look]}
`;

const StyledDot = styled.span<{ $look: Look }>`
  width: ${({ theme }) => theme.sizes.dot};
  height: ${({ theme }) => theme.sizes.dot};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: currentColor;
  animation: ${({ $look }) =>
    $look === "live"
      ? css`
          ${pulse} 2s infinite
        `
      : "none"};
`;
