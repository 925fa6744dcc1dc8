import { Quote, Star } from "lucide-react";
import styled from "styled-components";
import { LandingSection } from "./LandingSection";
import { TESTIMONIALS } from "./testimonials";

/** What executives say about Ria. */
export function Testimonials() {
  return (
    <LandingSection eyebrow="Testimonials" title="Trusted by leaders who can't afford to miss a message">
      <StyledGrid>
        {TESTIMONIALS.map((testimonial) => (
          <StyledCard key={testimonial.name}>
            <StyledStars role="img" aria-label="Rated 5 out of 5">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} aria-hidden="true" />
              ))}
            </StyledStars>
            <StyledQuote>
              <Quote aria-hidden="true" />
              <p>{testimonial.quote}</p>
            </StyledQuote>
            <StyledWho>
              <strong>{testimonial.name}</strong>
              <span>
                {testimonial.role} · {testimonial.company}
              </span>
            </StyledWho>
          </StyledCard>
        ))}
      </StyledGrid>
    </LandingSection>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledStars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.warningBar};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    fill: currentColor;
  }
`;

const StyledQuote = styled.blockquote`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  svg {
    color: ${({ theme }) => theme.colors.accent};
    opacity: 0.4;
  }
`;

const StyledWho = styled.p`
  display: grid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
