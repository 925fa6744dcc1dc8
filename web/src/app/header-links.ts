import { NavLink } from "react-router-dom";
import styled, { css } from "styled-components";

const headerItem = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandRaised};
  }
`;

/** A link of the header; `$emphasis` for "Sign in", which a visitor must find at a glance. */
export const StyledHeaderLink = styled(NavLink)<{ $emphasis?: boolean }>`
  ${headerItem}
  ${({ $emphasis, theme }) =>
    $emphasis &&
    css`
      background: ${theme.colors.gold};
      color: ${theme.colors.brand};
      &:hover {
        background: ${theme.colors.gold};
      }
    `}
  &.active {
    background: ${({ theme }) => theme.colors.brandRaised};
  }
  /* The current page's "Sign in" stays gold (navy on navy read 1.2:1); an underline says it is the current page. */
  ${({ $emphasis, theme }) =>
    $emphasis &&
    css`
      &.active {
        background: ${theme.colors.gold};
        text-decoration: underline;
        text-underline-offset: 0.2em;
      }
    `}
`;

/** A button that looks like the header's links ("Sign out", "Menu"). */
export const StyledHeaderButton = styled.button`
  ${headerItem}
  gap: ${({ theme }) => theme.space.xs};
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
