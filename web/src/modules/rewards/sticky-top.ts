/**
 * How far down the viewport sticky or fixed bars (the app header) cover the page, in CSS pixels: what
 * lies above this line can be seen through nothing and clicked through nothing.
 */
export function stickyTop(): number {
  let bottom = 0;
  for (const element of document.elementsFromPoint(window.innerWidth / 2, 1)) {
    const { position } = getComputedStyle(element);
    if (position === "sticky" || position === "fixed") bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
  }
  return bottom;
}

/** How many pixels two boxes overlap by, in area (0 when apart). */
export function overlapArea(a: DOMRect, b: DOMRect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}
