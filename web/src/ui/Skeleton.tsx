import styled, { keyframes } from "styled-components";

const shimmer = keyframes`0% { opacity: 1; } 50% { opacity: 0.55; } 100% { opacity: 1; }`;

/** A grey placeholder block shown while content loads; size it with `$height` (a theme size key). */
export const Skeleton = styled.div<{ $height?: "controlHeight" | "barHeight" | "tapTarget" }>`
  height: ${({ theme, $height = "controlHeight" }) => theme.sizes[$height]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
