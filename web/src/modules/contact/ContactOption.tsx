import type { ReactNode } from "react";
import styled from "styled-components";

type Tone = "whatsapp" | "accent" | "brand";

export interface ContactOptionProps {
  href: string;
  label: string;
  hint: string;
  icon: ReactNode;
  tone: Tone;
  /** Opens in a new tab (web links); app links (facetime:, tel:) open in place. */
  newTab?: boolean;
  onFollow?: () => void;
}

/** One way to reach the team, as a large link row in the contact dialog. */
export function ContactOption({ href, label, hint, icon, tone, newTab = false, onFollow }: ContactOptionProps) {
  return (
    <li>
      <StyledLink href={href} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener noreferrer" : undefined} onClick={onFollow}>
        <StyledIcon $tone={tone} aria-hidden="true">
          {icon}
        </StyledIcon>
        <span>
          <StyledLabel>{label}</StyledLabel>
          <StyledHint>{hint}</StyledHint>
        </span>
      </StyledLink>
    </li>
  );
}

const StyledLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background ${({ theme }) => theme.durations.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledIcon = styled.span<{ $tone: Tone }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.textInverse};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

const StyledLabel = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledHint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
