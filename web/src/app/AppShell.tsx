import { Outlet } from "react-router-dom";
import styled from "styled-components";
import { AppHeader } from "./AppHeader";
import { ContentBoundary } from "./ContentBoundary";

/** The frame around every page: header, the page inside the content boundary, footer. */
export function AppShell() {
  return (
    <StyledFrame>
      <StyledSkipLink href="#main" data-print="hide">
        Skip to content
      </StyledSkipLink>
      <AppHeader />
      <StyledMain id="main" tabIndex={-1}>
        <ContentBoundary>
          <Outlet />
        </ContentBoundary>
      </StyledMain>
      <StyledFooter data-print="hide">Ria · Always-on executive partner · Times shown in IST</StyledFooter>
    </StyledFrame>
  );
}

const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};
  }
  &:focus {
    outline: none;
  }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
