import { ChevronDown } from "lucide-react";
import styled from "styled-components";
import { PRICING_FAQ } from "./pricing-content";

/** Frequently asked questions as an accordion: native disclosure widgets, open and closed by keyboard too. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq">
      <StyledHeading id="pricing-faq">Frequently asked questions</StyledHeading>
      <StyledList>
        {PRICING_FAQ.map(({ question, answer }) => (
          <StyledItem key={question}>
            <summary>
              <span>{question}</span>
              <ChevronDown size={18} aria-hidden="true" />
            </summary>
            <p>{answer}</p>
          </StyledItem>
        ))}
      </StyledList>
    </section>
  );
}

const StyledHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  margin: 0 auto;
`;

const StyledItem = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    list-style: none;
    border-radius: inherit;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    transition: transform ${({ theme }) => theme.durations.normal};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  p {
    padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
