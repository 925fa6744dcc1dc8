import { useRef, type PointerEvent } from "react";

/** How far a finger must travel sideways, in CSS pixels, to count as a swipe. */
const SWIPE_MIN_PX = 50;

/**
 * Swipe left or right on a touch screen (pointer events, so pens work too; a mouse drag does not
 * turn slides, it selects text). The element should set `touch-action: pan-y` so the browser keeps
 * vertical scrolling and hands horizontal moves to us.
 */
export function useSwipe(onSwipe: (direction: "left" | "right") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? "left" : "right");
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
