import styled from "styled-components";
import type { PitchSlideContent } from "./pitch-slides";
import { PitchPrices } from "./PitchPrices";

export interface PitchSlideProps {
  slide: PitchSlideContent;
  position: number;
  count: number;
  current: boolean;
  /** The last slide's calls to action. */
  actions?: React.ReactNode;
}

/** One slide: only the current one shows on screen; print shows every slide, one per page. */
export function PitchSlide({ slide, position, count, current, actions }: PitchSlideProps) {
  return (
    <StyledSlide
      id={`slide-${position}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}: ${slide.kicker}`}
      hidden={!current}
      data-slide={slide.id}
    >
      <StyledKicker>{slide.kicker}</StyledKicker>
      <StyledTitle>{slide.title}</StyledTitle>
      <StyledLead>{slide.lead}</StyledLead>
      {slide.points && (
        <StyledPoints $columns={slide.points.length}>
          {slide.points.map((point) => (
            <li key={point.title}>
              <StyledPointTitle>{point.title}</StyledPointTitle>
              <StyledPointText>{point.text}</StyledPointText>
            </li>
          ))}
        </StyledPoints>
      )}
      {slide.prices && <PitchPrices prices={slide.prices} />}
      {actions}
      <StyledFolio aria-hidden="true">
        Ria · {position} / {count}
      </StyledFolio>
    </StyledSlide>
  );
}

const StyledSlide = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
  ${({ theme }) => theme.media.lg} {
    height: ${({ theme }) => theme.sizes.slideHeight};
    min-height: ${({ theme }) => theme.sizes.slideMinHeight};
    padding: ${({ theme }) => theme.space.xxxl} 6%;
    gap: ${({ theme }) => theme.space.xl};
  }
  &[hidden] {
    display: none;
  }
`;

const StyledKicker = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.slideBody};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.slideTitle};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const StyledLead = styled.p`
  max-width: 52ch;
  font-size: ${({ theme }) => theme.fontSizes.slideLead};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  opacity: 0.88;
`;

const StyledPoints = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
  > li {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandRaised};
  }
`;

const StyledPointTitle = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.slideLead};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPointText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.slideBody};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledFolio = styled.p`
  position: absolute;
  right: ${({ theme }) => theme.space.xl};
  bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.7;
`;
