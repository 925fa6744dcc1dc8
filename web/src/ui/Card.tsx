import { useId, type ReactNode } from "react";
import styled from "styled-components";

export interface CardProps {
  /** Heading of the card; also names the region for assistive technology. */
  title?: ReactNode;
  description?: ReactNode;
  /** Controls shown at the right of the heading (buttons, links). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  children?: ReactNode;
}

/** A white surface with an optional heading row; a titled card is a named region. */
export function Card({ title, description, actions, headingLevel = 2, className, children }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <StyledCard className={className} aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <StyledHeader>
          <div>
            {title && (
              <StyledTitle as={Heading} id={headingId}>
                {title}
              </StyledTitle>
            )}
            {description && <StyledDescription>{description}</StyledDescription>}
          </div>
          {actions && <StyledActions>{actions}</StyledActions>}
        </StyledHeader>
      )}
      {children}
    </StyledCard>
  );
}

const StyledCard = styled.section`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const StyledDescription = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
