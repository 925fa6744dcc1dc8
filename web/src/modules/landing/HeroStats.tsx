import styled from "styled-components";

/** Spec section 1: the marketing claims shown as tiles. */
const STATS = [
  { value: "200+", label: "Daily messages" },
  { value: "50+", label: "Social posts" },
  { value: "24/7", label: "Availability" },
] as const;

/** The hero's three stat tiles. */
export function HeroStats() {
  return (
    <StyledStats>
      {STATS.map((stat) => (
        <StyledStat key={stat.label}>
          <StyledLabel>{stat.label}</StyledLabel>
          <StyledValue>{stat.value}</StyledValue>
        </StyledStat>
      ))}
    </StyledStats>
  );
}

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: calc(20 * ${({ theme }) => theme.space.xl});
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.brandRaised};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandRaised};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;
