import { Link } from "react-router-dom";
import styled from "styled-components";

/** The landing page (spec section 2); for now its headline and the way to the status page. */
export function SimplifiedDashboardPage() {
  return (
    <StyledHero>
      <title>Ria · Your Always-On Executive Partner</title>
      <StyledEyebrow>Ria · Executive Assistant</StyledEyebrow>
      <StyledTitle>Your Always-On Executive Partner</StyledTitle>
      <StyledLead>
        Messaging, email, calls and calendar handled around the clock, so you can stay on the decisions that matter.
      </StyledLead>
      <StyledLink to="/status">View platform status</StyledLink>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xxxl}; }
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const StyledLead = styled.p`
  max-width: 56ch;
  opacity: 0.86;
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;
