import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { INTEGRATION_TILES } from "./integration-tiles";
import { LandingSection } from "./LandingSection";

/** Spec section 2: the six channels Ria works across, each marked 'Demo'. */
export function IntegrationLayer() {
  return (
    <LandingSection
      id="integrations"
      eyebrow="Integration Layer"
      title="One assistant across every channel you use"
      lead="Ria connects to the tools your office already runs on. Every connection is encrypted and can be switched off at any time."
    >
      <StyledGrid>
        {INTEGRATION_TILES.map(({ name, description, status, icon: Icon }) => (
          <StyledTile key={name} aria-label={name}>
            <StyledTop>
              <StyledIcon aria-hidden="true">
                <Icon />
              </StyledIcon>
              <Badge tone="info">{status}</Badge>
            </StyledTop>
            <StyledName>{name}</StyledName>
            <StyledDescription>{description}</StyledDescription>
          </StyledTile>
        ))}
      </StyledGrid>
    </LandingSection>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledTile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
