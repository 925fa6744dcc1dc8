/** The URL hash that opens the deck on a slide: #slide-1 … #slide-N (1-based, as people count slides). */
export function slideHash(index: number): string {
  return `#slide-${index + 1}`;
}

/** The 0-based slide a hash names; the first slide for anything else, the nearest real slide when out of range. */
export function slideFromHash(hash: string, count: number): number {
  const match = /^#slide-(\d+)$/.exec(hash);
  if (!match) return 0;
  return clampSlide(Number(match[1]) - 1, count);
}

/** A slide index kept inside the deck. */
export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(index, 0), count - 1);
}

/** Where a key takes the deck, or null when the key is not a deck key. */
export function slideForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return clampSlide(current - 1, count);
    case "ArrowRight":
      return clampSlide(current + 1, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
