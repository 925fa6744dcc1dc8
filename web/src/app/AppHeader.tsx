import { NavLink } from "react-router-dom";
import styled from "styled-components";

/** The sticky top bar: product name and the main links. */
export function AppHeader() {
  return (
    <StyledHeader data-print="hide">
      <StyledInner>
        <StyledBrand to="/simplified-dashboard" aria-label="Ria, Executive Assistant: home">
          <StyledMark aria-hidden="true">R</StyledMark>
          <span>
            <StyledName>Ria</StyledName>
            <StyledTagline>Executive Assistant</StyledTagline>
          </span>
        </StyledBrand>
        <nav aria-label="Main">
          <StyledLinks>
            <li>
              <StyledNavLink to="/simplified-dashboard">Home</StyledNavLink>
            </li>
            <li>
              <StyledNavLink to="/status">Status</StyledNavLink>
            </li>
          </StyledLinks>
        </nav>
      </StyledInner>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const StyledInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl}; }
`;

const StyledBrand = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledMark = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandRaised};
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledName = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledTagline = styled.span`
  display: block;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledLinks = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledNavLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  opacity: 0.82;
  &:hover { opacity: 1; background: ${({ theme }) => theme.colors.brandRaised}; }
  &.active { opacity: 1; background: ${({ theme }) => theme.colors.brandRaised}; }
`;
