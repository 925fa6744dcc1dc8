import styled from "styled-components";

/** A native progress bar (its value is announced) drawn from the theme: a rounded track filling in the accent colour. */
export const StyledProgress = styled.progress`
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  appearance: none;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &::-webkit-progress-value {
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
  }
  &::-moz-progress-bar {
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
  }
`;
