import { CheckCircle2 } from "lucide-react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLocation } from "react-router-dom";
import styled from "styled-components";
import { NavSection } from "./NavSection";
import { PlatformRouteCard } from "./PlatformRouteCard";
import type { PlatformNavigationQuery } from "./__generated__/PlatformNavigationQuery.graphql";
import { isCurrentRoute, OVERALL_HEADLINE, PLATFORM_ROUTE_GROUPS, routeStatus, type CheckStatus } from "./platform-routes";

const platformNavigationQuery = graphql`
  query PlatformNavigationQuery @preloadable {
    platformHealthSummary {
      overall
      services {
        service
        status
      }
    }
  }
`;

const NO_CHECKS: ReadonlyMap<string, CheckStatus> = new Map();

/** Spec section 2: every screen by category with its state from the live health checks, the current one "Currently Active". */
export function PlatformNavigation({ query, onNavigate }: PlatformNavigationProps) {
  // The rest of the dialog does not wait for the health snapshot: the panel shows "Checking" until it arrives.
  return (
    <Suspense fallback={<PlatformNavigationPanel overall={null} checks={NO_CHECKS} onNavigate={onNavigate} />}>
      <LivePlatformNavigation query={query} onNavigate={onNavigate} />
    </Suspense>
  );
}

interface PlatformNavigationProps {
  /** The health snapshot, asked afresh when the dialog opened. */
  query: PreloadedQuery<PlatformNavigationQuery>;
  onNavigate: () => void;
}

function LivePlatformNavigation({ query, onNavigate }: PlatformNavigationProps) {
  const { platformHealthSummary: summary } = usePreloadedQuery<PlatformNavigationQuery>(platformNavigationQuery, query);
  const checks = new Map(summary.services.map((check) => [check.service, check.status]));
  return <PlatformNavigationPanel overall={summary.overall} checks={checks} onNavigate={onNavigate} />;
}

interface PlatformNavigationPanelProps {
  /** Null while the snapshot loads. */
  overall: keyof typeof OVERALL_HEADLINE | "%future added value" | null;
  /** Each service's latest check, by service id. */
  checks: ReadonlyMap<string, CheckStatus>;
  onNavigate: () => void;
}

function PlatformNavigationPanel({ overall, checks, onNavigate }: PlatformNavigationPanelProps) {
  const { pathname } = useLocation();
  const headline = overall === null ? "Checking status…" : OVERALL_HEADLINE[overall === "%future added value" ? "unknown" : overall];
  const loading = overall === null;
  return (
    <NavSection
      title="Platform navigation"
      aside={
        <StyledOverall $healthy={overall === "healthy"} data-overall={overall ?? "loading"}>
          {overall === "healthy" && <CheckCircle2 aria-hidden="true" size={16} />}
          {headline}
        </StyledOverall>
      }
    >
      {PLATFORM_ROUTE_GROUPS.map((group) => (
        <StyledGroup key={group.category} aria-label={group.category}>
          <StyledGroupTitle>{group.category}</StyledGroupTitle>
          <StyledGrid>
            {group.routes.map((route) => (
              <li key={route.path}>
                <PlatformRouteCard
                  route={route}
                  status={loading ? "checking" : routeStatus(route, checks)}
                  current={isCurrentRoute(route.path, pathname)}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </StyledGrid>
        </StyledGroup>
      ))}
    </NavSection>
  );
}

const StyledOverall = styled.p<{ $healthy: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $healthy }) => ($healthy ? theme.colors.healthy : theme.colors.textMuted)};
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
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
