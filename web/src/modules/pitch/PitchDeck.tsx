import styled from "styled-components";
import { PitchControls } from "./PitchControls";
import { PitchSlide } from "./PitchSlide";
import { PITCH_SLIDES } from "./pitch-slides";
import { useSlideNavigation } from "./useSlideNavigation";
import { useSwipe } from "./useSwipe";

/** The seven slides with their controls, keys, swipe and the slide in the URL hash (spec section 2). */
export function PitchDeck({ providerPhone }: { providerPhone: string }) {
  const count = PITCH_SLIDES.length;
  const { current, goTo } = useSlideNavigation(count);
  const swipe = useSwipe((direction) => goTo(direction === "left" ? current + 1 : current - 1));

  return (
    <StyledDeck aria-roledescription="carousel" aria-label="Ria pitch deck">
      <StyledStage {...swipe}>
        {PITCH_SLIDES.map((slide, index) => (
          <PitchSlide
            key={slide.id}
            slide={slide}
            position={index + 1}
            count={count}
            current={index === current}
            actions={slide.closing && <StyledReach>WhatsApp or call {providerPhone}</StyledReach>}
          />
        ))}
      </StyledStage>
      <PitchControls current={current} count={count} onGo={goTo} />
    </StyledDeck>
  );
}

const StyledDeck = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

// pan-y: the browser keeps vertical scrolling; horizontal moves reach the swipe handler.
const StyledStage = styled.div`
  touch-action: pan-y;
`;

const StyledReach = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.slideLead};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
