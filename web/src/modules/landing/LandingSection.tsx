import { useId, type ReactNode } from "react";
import styled from "styled-components";

export interface LandingSectionProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** The in-page anchor, e.g. "pricing". */
  id?: string;
  children: ReactNode;
}

/** A titled band of the landing page; a named region for assistive technology. */
export function LandingSection({ eyebrow, title, lead, id, children }: LandingSectionProps) {
  const headingId = useId();
  return (
    <StyledSection id={id} aria-labelledby={headingId}>
      <StyledIntro>
        <StyledEyebrow>{eyebrow}</StyledEyebrow>
        <StyledTitle id={headingId}>{title}</StyledTitle>
        {lead && <StyledLead>{lead}</StyledLead>}
      </StyledIntro>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  scroll-margin-top: calc(3 * ${({ theme }) => theme.sizes.tapTarget});
`;

const StyledIntro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 64ch;
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
