import { createContext, useContext } from "react";

/** Ids of submissions that arrived live while this page was open (they are marked "New"). */
export const FreshSubmissionsContext = createContext<ReadonlySet<string>>(new Set());

/** Whether a submission arrived live during this visit. */
export function useIsFreshSubmission(id: string): boolean {
  return useContext(FreshSubmissionsContext).has(id);
}
