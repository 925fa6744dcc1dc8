import styled from "styled-components";

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: ${({ theme }) => theme.space.hairline};
  height: ${({ theme }) => theme.space.hairline};
  padding: 0;
  margin: calc(-1 * ${({ theme }) => theme.space.hairline});
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
