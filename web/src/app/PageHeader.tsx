import type { ReactNode } from "react";
import styled from "styled-components";
import { NavigationBreadcrumb } from "../modules/navigation/NavigationBreadcrumb";
import type { BreadcrumbItem } from "../ui/Breadcrumb";

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  breadcrumb?: readonly BreadcrumbItem[];
  /** Shown at the right of the title on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** A page's breadcrumb, h1 and one-line summary. */
export function PageHeader({ title, subtitle, breadcrumb, aside }: PageHeaderProps) {
  return (
    <StyledHeader>
      {/* Its first item, "Ria", opens the navigation dialog (spec section 2); it is added when a trail lacks it. */}
      {breadcrumb && <NavigationBreadcrumb items={breadcrumb} />}
      <StyledRow>
        <div>
          <StyledTitle>{title}</StyledTitle>
          {subtitle && <StyledSubtitle>{subtitle}</StyledSubtitle>}
        </div>
        {aside}
      </StyledRow>
    </StyledHeader>
  );
}

const StyledHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
