import { SPIN_PRIZES } from "@ria/api/modules/rewards/game.rules.ts";
import styled, { useTheme } from "styled-components";
import { segmentMiddle, segmentPath } from "./wheel-geometry";

const SIZE = 200;
const CENTRE = SIZE / 2;
const RADIUS = 92;

/** The prizes round the wheel, clockwise from 12 o'clock, as the spec lists them. */
export const WHEEL_PRIZES = SPIN_PRIZES.map((prize) => prize.value);

/**
 * The prize wheel, drawn in SVG: a segment per prize, a pointer at the top. It turns to `rotation`
 * degrees over `durationMs` (at once under reduced motion), so the server's prize stops under the pointer.
 */
export function PrizeWheel({ rotation, durationMs }: { rotation: number; durationMs: number }) {
  const { colors } = useTheme();
  const fills = [colors.brand, colors.accent, colors.gold, colors.healthy, colors.brandRaised, colors.warning];
  const label = `Prize wheel: ${SPIN_PRIZES.map((prize) => `${prize.value} Riko (${prize.weight}%)`).join(", ")}`;
  return (
    <StyledWheel viewBox={`0 0 ${SIZE} ${SIZE + 8}`} role="img" aria-label={label} data-wheel>
      <g transform="translate(0 8)">
        <StyledTurning style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }} data-rotation={rotation}>
          {WHEEL_PRIZES.map((value, index) => (
            <g key={value}>
              <path d={segmentPath(index, WHEEL_PRIZES.length, CENTRE, RADIUS)} fill={fills[index % fills.length]} />
              <text
                x={CENTRE}
                y={CENTRE - RADIUS * 0.66}
                transform={`rotate(${segmentMiddle(index, WHEEL_PRIZES.length)} ${CENTRE} ${CENTRE})`}
                fill={fills[index % fills.length] === colors.gold ? colors.brand : colors.textInverse}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {value}
              </text>
            </g>
          ))}
          <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" stroke={colors.surface} strokeWidth="3" />
        </StyledTurning>
        <circle cx={CENTRE} cy={CENTRE} r="16" fill={colors.surface} stroke={colors.borderStrong} />
        <text x={CENTRE} y={CENTRE} textAnchor="middle" dominantBaseline="middle" fill={colors.brand} fontSize="9" fontWeight="700">
          RIKO
        </text>
      </g>
      <path d={`M${CENTRE - 10} 0H${CENTRE + 10}L${CENTRE} 22Z`} fill={colors.error} stroke={colors.surface} strokeWidth="2" />
    </StyledWheel>
  );
}

const StyledWheel = styled.svg`
  display: block;
  width: 100%;
  max-width: calc(9 * ${({ theme }) => theme.space.xl});
  height: auto;
  margin: 0 auto ${({ theme }) => theme.space.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTurning = styled.g`
  transform-origin: ${CENTRE}px ${CENTRE}px;
  transition-property: transform;
  transition-timing-function: cubic-bezier(0.15, 0.85, 0.2, 1);
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
