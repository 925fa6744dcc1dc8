import { useEffect, useState, type RefObject } from "react";
import { stickyTop } from "./sticky-top";

/** The part of an element a person can see and click: from under the sticky header to the bottom of the viewport, in its own pixels. */
export interface VisibleBand {
  top: number;
  bottom: number;
  width: number;
}

/**
 * Follows the visible band of `ref`'s element as the page scrolls or resizes (once a frame at most),
 * so what is drawn inside it (the reward bubbles) can stay where it can be seen and caught.
 */
export function useVisibleBand(ref: RefObject<HTMLElement | null>): VisibleBand | null {
  const [band, setBand] = useState<VisibleBand | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const top = Math.min(box.height, Math.max(0, stickyTop() - box.top));
      const bottom = Math.max(top, Math.min(box.height, window.innerHeight - box.top));
      setBand((current) =>
        current && current.top === top && current.bottom === bottom && current.width === box.width
          ? current
          : { top, bottom, width: box.width },
      );
    };
    const schedule = () => (frame ||= requestAnimationFrame(measure));
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref]);
  return band;
}

/**
 * Where a bubble goes in pixels: the server's position (x 5-90 %, y 10-85 % of the field) mapped into
 * the visible band, `margin` pixels clear of its edges (half a bubble, plus its float).
 */
export function placeInBand(x: number, y: number, band: VisibleBand, margin: number): { left: number; top: number } {
  const span = (from: number, to: number, share: number) =>
    to - from <= 2 * margin ? (from + to) / 2 : from + margin + share * (to - from - 2 * margin);
  return {
    left: Math.round(span(0, band.width, Math.min(1, Math.max(0, (x - 5) / 85)))),
    top: Math.round(span(band.top, band.bottom, Math.min(1, Math.max(0, (y - 10) / 75)))),
  };
}
