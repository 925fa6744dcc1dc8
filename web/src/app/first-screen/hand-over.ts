import { useLayoutEffect } from "react";

/**
 * Marks what the build wrote into landing.html for the landing page's first screen: the static copy of its
 * header and hero, and that copy's CSS (web/scripts/prerender-landing.mjs). While they are there, the app's
 * own root stays hidden by that CSS.
 */
export const FIRST_SCREEN_ATTRIBUTE = "data-first-screen";

/**
 * Hands the screen over from the build-time copy to the app: removes the copy in the commit that first shows
 * the real page (or its error), before the browser paints, so the two never show, or are read, together.
 */
export function useFirstScreenHandOver(): void {
  useLayoutEffect(() => {
    for (const element of document.querySelectorAll(`[${FIRST_SCREEN_ATTRIBUTE}]`)) element.remove();
  }, []);
}
