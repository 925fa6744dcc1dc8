import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { clampSlide, slideForKey, slideFromHash, slideHash } from "./slide-hash";

/**
 * The current slide lives in the URL hash, so a shared link opens on its slide; going to a slide
 * replaces the hash (the back button leaves the deck rather than stepping through it).
 * ArrowLeft/ArrowRight/Home/End move the deck unless focus is in a field or a dialog is open.
 */
export function useSlideNavigation(count: number): { current: number; goTo: (index: number) => void } {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const current = slideFromHash(hash, count);
  const goTo = useCallback(
    (index: number) => navigate({ hash: slideHash(clampSlide(index, count)) }, { replace: true }),
    [navigate, count],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], [role='dialog']")) return;
      const next = slideForKey(event.key, current, count);
      if (next === null) return;
      event.preventDefault();
      if (next !== current) goTo(next);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [current, count, goTo]);

  return { current, goTo };
}
