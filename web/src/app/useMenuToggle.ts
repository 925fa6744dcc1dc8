import { useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * The header's menu: open or closed, and closed again by every new address (a link followed, back or
 * forward). Derived while rendering, so the page never paints once with the menu still open over it.
 */
export function useMenuToggle(): { open: boolean; toggle: () => void } {
  const { pathname } = useLocation();
  // The address the menu was opened at: the menu reads as closed at any other.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Forgotten once left, so coming back to that address does not open the menu again.
  if (openAt !== null && openAt !== pathname) setOpenAt(null);
  const open = openAt === pathname;
  return { open, toggle: () => setOpenAt(open ? null : pathname) };
}
