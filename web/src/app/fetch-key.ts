import { createContext, useContext } from "react";

/** Grows each time the content error boundary retries, so a page's query is fetched again, not replayed from cache. */
export const FetchKeyContext = createContext(0);

/** The retry count of the surrounding content boundary; pages pass it to their query as (part of) the fetch key. */
export function useBoundaryFetchKey(): number {
  return useContext(FetchKeyContext);
}
