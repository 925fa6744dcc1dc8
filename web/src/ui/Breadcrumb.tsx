import { Fragment } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";

export interface BreadcrumbItem {
  label: string;
  href?: string;
  /** Makes the item a button (for example one that opens a dialog); wins over `href`. */
  onSelect?: () => void;
  /** Tells assistive technology what the button opens. */
  opens?: "dialog" | "menu";
}

/** A trail of links; the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <StyledList>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <StyledItem>
                {item.onSelect ? (
                  <StyledButton type="button" onClick={item.onSelect} aria-haspopup={item.opens}>
                    {item.label}
                  </StyledButton>
                ) : current || !item.href ? (
                  <StyledCurrent aria-current={current ? "page" : undefined}>{item.label}</StyledCurrent>
                ) : (
                  <StyledLink to={item.href}>{item.label}</StyledLink>
                )}
              </StyledItem>
              {!current && <StyledSeparator aria-hidden="true">/</StyledSeparator>}
            </Fragment>
          );
        })}
      </StyledList>
    </nav>
  );
}

const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledItem = styled.li`
  display: inline-flex;
`;

const StyledSeparator = styled.li`
  color: ${({ theme }) => theme.colors.borderStrong};
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.xs};
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
`;

// A 44 × 44 px target (WCAG 2.5.5) that keeps the trail's line height: the extra height is taken back by margins.
const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  margin: -0.75rem 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.xs};
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledCurrent = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
