import styled from "styled-components";
import { TRUST_STATS } from "./pricing-content";

/** The figures that back the promise: CXOs served, rating, uptime, guarantee, trial. */
export function TrustStats() {
  return (
    <StyledStats aria-label="Why executives trust Ria">
      {TRUST_STATS.map(({ value, label }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledStats>
  );
}

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    opacity: 0.8;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    color: ${({ theme }) => theme.colors.gold};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.md} {
    div:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;
