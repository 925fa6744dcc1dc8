import styled from "styled-components";
import type { PitchPrice } from "./pitch-slides";

/** The pricing strategy slide's four tiers (spec section 9), the popular one marked "Most popular". */
export function PitchPrices({ prices }: { prices: readonly PitchPrice[] }) {
  return (
    <StyledPrices>
      {prices.map((tier) => (
        <StyledTier key={tier.name} $popular={!!tier.popular} aria-label={tier.name}>
          <StyledName>{tier.name}</StyledName>
          {tier.popular && <StyledPopular>Most popular</StyledPopular>}
          <StyledPrice data-price>{tier.price}</StyledPrice>
          <StyledPeriod>{tier.period}</StyledPeriod>
        </StyledTier>
      ))}
    </StyledPrices>
  );
}

const StyledPrices = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledTier = styled.li<{ $popular: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.focusRing} ${({ theme, $popular }) => ($popular ? theme.colors.gold : "transparent")};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandRaised};
`;

const StyledName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.slideLead};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledPopular = styled.p`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPrice = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.slidePrice};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPeriod = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.slideBody};
  opacity: 0.85;
`;
