import { PlayCircle, Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { HeroStats } from "./HeroStats";
import { HeroChatPreview } from "./HeroChatPreview";

/** The landing page's opening: headline, what Ria does, the two ways to try it, the claims, and Ria at work (a sample chat). */
export function LandingHero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <StyledHero aria-labelledby="landing-headline">
      <StyledCopy>
        <StyledEyebrow>AI executive assistant · Built for Indian CXOs</StyledEyebrow>
        <StyledTitle id="landing-headline">Your Always-On Executive Partner</StyledTitle>
        <StyledLead>
          Ria runs your messages, email, calls, social media and calendar around the clock: reminders, scheduling, task lists, answers and
          content ideas, on WhatsApp Business, email and calendar.
        </StyledLead>
        <StyledActions>
          <StyledPrimary to="/ria-assistant">
            <Sparkles aria-hidden="true" size={18} />
            Try Ria Assistant
          </StyledPrimary>
          <StyledSecondary type="button" onClick={onWatchDemo} aria-haspopup="dialog">
            <PlayCircle aria-hidden="true" size={18} />
            Watch Demo
          </StyledSecondary>
        </StyledActions>
        <HeroStats />
      </StyledCopy>
      <HeroChatPreview />
    </StyledHero>
  );
}

const StyledHero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  overflow: hidden;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxxl};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const StyledCopy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  max-width: 16ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  ${({ theme }) => theme.media.md} {
    font-size: calc(1.5 * ${({ theme }) => theme.fontSizes.display});
  }
`;

const StyledLead = styled.p`
  max-width: 56ch;
  opacity: 0.86;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPrimary = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    filter: brightness(1.05);
  }
`;

const StyledSecondary = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandRaised};
  }
`;
