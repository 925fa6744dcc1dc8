import type { ReactNode, Ref } from "react";
import styled from "styled-components";

/** A titled card of the rewards page; `label` names the region for assistive technology. */
export function RewardsPanel({
  title,
  children,
  label,
  ref,
}: {
  title: string;
  children: ReactNode;
  label?: string;
  ref?: Ref<HTMLElement>;
}) {
  const id = `rewards-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <StyledPanel ref={ref} aria-labelledby={label ? undefined : id} aria-label={label}>
      <StyledTitle id={id}>{title}</StyledTitle>
      {children}
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
