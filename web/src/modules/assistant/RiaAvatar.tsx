import styled from "styled-components";

/** Ria's round mark beside her messages. */
export function RiaAvatar() {
  return <StyledAvatar aria-hidden="true">R</StyledAvatar>;
}

const StyledAvatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.gold};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
