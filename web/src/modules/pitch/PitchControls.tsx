import { ChevronLeft, ChevronRight } from "lucide-react";
import styled from "styled-components";
import { Button } from "../../ui/Button";

export interface PitchControlsProps {
  current: number;
  count: number;
  onGo: (index: number) => void;
}

/** Previous/Next, a dot per slide ("Go to slide N") and the "N / 7" position; hidden when printing. */
export function PitchControls({ current, count, onGo }: PitchControlsProps) {
  return (
    <StyledBar aria-label="Slide controls" data-print="hide">
      <Button variant="secondary" onClick={() => onGo(current - 1)} disabled={current === 0}>
        <ChevronLeft aria-hidden="true" size={18} />
        Previous
      </Button>
      <StyledMiddle>
        <StyledDots>
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <StyledDot
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current ? "step" : undefined}
                $active={index === current}
                onClick={() => onGo(index)}
              />
            </li>
          ))}
        </StyledDots>
        <StyledPosition aria-live="polite" data-testid="slide-position">
          {current + 1} / {count}
        </StyledPosition>
      </StyledMiddle>
      <Button variant="secondary" onClick={() => onGo(current + 1)} disabled={current === count - 1}>
        Next
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
    </StyledBar>
  );
}

// On a phone the dots take a row of their own above Previous and Next.
const StyledBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMiddle = styled.div`
  order: -1;
  flex-basis: 100%;
  ${({ theme }) => theme.media.md} {
    order: 0;
    flex-basis: auto;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledDots = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

// The dot is small; its button is a full tap target around it.
const StyledDot = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;
  &::after {
    content: "";
    width: ${({ theme }) => theme.sizes.dot};
    height: ${({ theme }) => theme.sizes.dot};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.borderStrong)};
    transform: scale(${({ $active }) => ($active ? 1.4 : 1)});
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusRing} ${({ theme }) => theme.colors.focus};
  }
`;

const StyledPosition = styled.p`
  min-width: 4ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
