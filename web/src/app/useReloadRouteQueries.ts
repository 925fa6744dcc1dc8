import { useCallback } from "react";
import { useRevalidator } from "react-router-dom";

/**
 * Starts every shown route's query afresh (a failed one cannot be read again); resolves once the new
 * queries are in place, so a boundary that showed the failure can then render the page again.
 */
export function useReloadRouteQueries(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  return useCallback(() => revalidate(), [revalidate]);
}
