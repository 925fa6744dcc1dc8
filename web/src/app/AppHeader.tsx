import { Menu, X } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { NavLink } from "react-router-dom";
import styled from "styled-components";
import { lazyWithRelay } from "../relay/load-relay";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { StyledHeaderButton, StyledHeaderLink } from "./header-links";
import { useMenuToggle } from "./useMenuToggle";

// The account's links come with Relay's runtime, after the first screen (they wait for the viewer's query anyway).
const VisitorSignIn = lazyWithRelay(() => import("./AccountNav").then((module) => module.VisitorSignIn));
const AccountNav = lazyWithRelay(() => import("./AccountNav").then((module) => module.AccountNav));

/** The sticky top bar: product name, the main links and the account's own; a menu on narrow screens. */
export function AppHeader() {
  const menu = useMenuToggle();

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
        <StyledEnd>
          <Optional>
            <VisitorSignIn />
          </Optional>
          <StyledMenuButton type="button" aria-expanded={menu.open} aria-controls="main-navigation" onClick={menu.toggle}>
            {menu.open ? <X aria-hidden="true" size={18} /> : <Menu aria-hidden="true" size={18} />}
            <StyledMenuLabel>Menu</StyledMenuLabel>
          </StyledMenuButton>
        </StyledEnd>
        <StyledNav id="main-navigation" aria-label="Main" $open={menu.open}>
          <StyledLinks>
            <li>
              <StyledHeaderLink to="/simplified-dashboard">Home</StyledHeaderLink>
            </li>
            <li>
              <StyledHeaderLink to="/status">Status</StyledHeaderLink>
            </li>
            <Optional>
              <AccountNav />
            </Optional>
          </StyledLinks>
        </StyledNav>
      </StyledInner>
    </StyledHeader>
  );
}

/** A slow or failed viewer query never takes the header down: the site stays usable without the account links. */
function Optional({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
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
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  }
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

const StyledEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.lg} {
    order: 1;
  }
`;

// On the narrowest phones the button shows its icon only; its name stays for assistive technology.
const StyledMenuLabel = styled.span`
  @media (max-width: 419px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const StyledMenuButton = styled(StyledHeaderButton)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

// Below lg the links fold into a panel under the bar, opened by "Menu".
const StyledNav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "block" : "none")};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.brand};
  ${({ theme }) => theme.media.lg} {
    display: block;
    position: static;
    margin-left: auto;
    padding: 0;
  }
`;

const StyledLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
