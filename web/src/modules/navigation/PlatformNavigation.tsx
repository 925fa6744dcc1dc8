import { CheckCircle2 } from "lucide-react";
import { useLocation } from "react-router-dom";
import styled from "styled-components";
import { NavSection } from "./NavSection";
import { PlatformRouteCard } from "./PlatformRouteCard";
import { isCurrentRoute, PLATFORM_ROUTE_GROUPS } from "./platform-routes";

/** Spec section 2: every screen by category, the current one marked "Currently Active". */
export function PlatformNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <NavSection
      title="Platform navigation"
      aside={
        <StyledAllActive>
          <CheckCircle2 aria-hidden="true" size={16} />
          All Systems Active
        </StyledAllActive>
      }
    >
      {PLATFORM_ROUTE_GROUPS.map((group) => (
        <StyledGroup key={group.category} aria-label={group.category}>
          <StyledGroupTitle>{group.category}</StyledGroupTitle>
          <StyledGrid>
            {group.routes.map((route) => (
              <li key={route.path}>
                <PlatformRouteCard route={route} current={isCurrentRoute(route.path, pathname)} onNavigate={onNavigate} />
              </li>
            ))}
          </StyledGrid>
        </StyledGroup>
      ))}
    </NavSection>
  );
}

const StyledAllActive = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.healthy};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledGroup = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledGroupTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
