import { Quote } from "lucide-react";
import styled from "styled-components";
import { TESTIMONIALS } from "../landing/testimonials";

/** Three executives in their own words. */
export function Testimonials() {
  return (
    <section aria-labelledby="pricing-testimonials">
      <StyledHeading id="pricing-testimonials">Trusted by leaders across India</StyledHeading>
      <StyledGrid>
        {TESTIMONIALS.map(({ quote, name, role, company }) => (
          <StyledQuote key={name}>
            <Quote size={20} aria-hidden="true" />
            <blockquote>{quote}</blockquote>
            <figcaption>
              <strong>{name}</strong>
              <span>
                {role} · {company}
              </span>
            </figcaption>
          </StyledQuote>
        ))}
      </StyledGrid>
    </section>
  );
}

const StyledHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledQuote = styled.figure`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  svg {
    color: ${({ theme }) => theme.colors.gold};
  }
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  figcaption {
    display: grid;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  figcaption span {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
