/** The prize wheel's drawing: equal segments clockwise from 12 o'clock, and the turn that brings a prize under the pointer. */

const FULL_TURNS = 5;

/** A point on a circle of radius `r` around (`c`, `c`), `degrees` clockwise from 12 o'clock. */
function pointAt(c: number, r: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [c + r * Math.sin(radians), c - r * Math.cos(radians)];
}

/** The SVG path of segment `index` of `count` on a wheel of radius `r` centred at (`c`, `c`). */
export function segmentPath(index: number, count: number, c: number, r: number): string {
  const [x1, y1] = pointAt(c, r, (index * 360) / count);
  const [x2, y2] = pointAt(c, r, ((index + 1) * 360) / count);
  const round = (value: number) => Math.round(value * 100) / 100;
  return `M${c} ${c}L${round(x1)} ${round(y1)}A${r} ${r} 0 0 1 ${round(x2)} ${round(y2)}Z`;
}

/** The middle of segment `index`, in degrees clockwise from 12 o'clock. */
export const segmentMiddle = (index: number, count: number): number => ((index + 0.5) * 360) / count;

/**
 * The wheel's rotation after a spin from `current` degrees that stops with segment `index` under the
 * pointer at 12 o'clock: a few full turns forward, then `jitter` degrees off the segment's middle.
 */
export function rotationFor(current: number, index: number, count: number, jitter = 0): number {
  const wanted = (((-segmentMiddle(index, count) + jitter - current) % 360) + 360) % 360;
  return current + FULL_TURNS * 360 + wanted;
}
