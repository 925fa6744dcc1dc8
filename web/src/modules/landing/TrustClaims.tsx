import { BadgeCheck, CreditCard, Gauge, Star, Users } from "lucide-react";
import styled from "styled-components";

/** Spec section 2: the marketing claims shown beside the plans. */
const CLAIMS = [
  { icon: BadgeCheck, text: "30-day money-back guarantee" },
  { icon: Gauge, text: "99.9% uptime" },
  { icon: Users, text: "1000+ CXOs" },
  { icon: Star, text: "4.9/5 rating" },
  { icon: CreditCard, text: "14-day free trial, no credit card required" },
] as const;

/** A strip of the guarantees and figures behind the plans. */
export function TrustClaims() {
  return (
    <StyledClaims aria-label="Why executives trust Ria">
      {CLAIMS.map(({ icon: Icon, text }) => (
        <li key={text}>
          <Icon aria-hidden="true" />
          {text}
        </li>
      ))}
    </StyledClaims>
  );
}

const StyledClaims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
