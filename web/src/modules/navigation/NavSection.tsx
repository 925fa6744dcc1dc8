import { useId, type ReactNode } from "react";
import styled from "styled-components";

export interface NavSectionProps {
  title: string;
  /** Shown at the right of the title, e.g. a status line. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled part of the navigation dialog; a named region for assistive technology. */
export function NavSection({ title, aside, children }: NavSectionProps) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeader>
        <StyledTitle id={headingId}>{title}</StyledTitle>
        {aside}
      </StyledHeader>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h3`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;
