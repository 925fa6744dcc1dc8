import { Link } from "react-router-dom";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import type { PlatformRoute, RouteStatus } from "./platform-routes";

export interface PlatformRouteCardProps {
  route: PlatformRoute;
  /** From the platform's latest health checks; "checking" while they load. */
  status: RouteStatus | "checking";
  /** The reader is on this screen: its button is disabled and says so. */
  current: boolean;
  onNavigate: () => void;
}

/** A screen of the platform: label, description, status, and a way to open it. */
export function PlatformRouteCard({ route, status, current, onNavigate }: PlatformRouteCardProps) {
  return (
    <StyledCard $current={current} aria-current={current ? "page" : undefined}>
      <StyledTop>
        <StyledLabel>{route.label}</StyledLabel>
        <Badge tone={STATUS_TONE[status]}>{status}</Badge>
      </StyledTop>
      <StyledDescription>{route.description}</StyledDescription>
      <StyledPath>{route.path}</StyledPath>
      {current ? (
        <Button size="sm" variant="secondary" disabled>
          Currently Active
        </Button>
      ) : (
        <StyledOpen to={route.path} onClick={onNavigate}>
          Open {route.label}
        </StyledOpen>
      )}
    </StyledCard>
  );
}

const STATUS_TONE = { active: "success", degraded: "warning", down: "danger", unknown: "neutral", checking: "neutral" } as const;

const StyledCard = styled.article<{ $current: boolean }>`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.accentSoft : theme.colors.surface)};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

const StyledLabel = styled.h5`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPath = styled.code`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledOpen = styled(Link)`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
