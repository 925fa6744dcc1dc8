import { LockKeyhole } from "lucide-react";
import styled from "styled-components";

/** Spec section 2: the integrations page is labelled 'Admin Access Required' (and the server enforces it). */
export function AdminOnlyBadge() {
  return (
    <StyledBadge>
      <LockKeyhole size={14} aria-hidden="true" />
      Admin Access Required
    </StyledBadge>
  );
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;
