import type { PreloadedQuery } from "react-relay/hooks";
import type { RelayClient } from "../../relay/load-relay";
import type { NavigationDialogContentQuery } from "./__generated__/NavigationDialogContentQuery.graphql";
import navigationDialogContentQuery from "./__generated__/NavigationDialogContentQuery$parameters";
import type { PlatformNavigationQuery } from "./__generated__/PlatformNavigationQuery.graphql";
import platformNavigationQuery from "./__generated__/PlatformNavigationQuery$parameters";

/** What the navigation dialog shows: the session and contact details, and the platform's health apart. */
export interface NavigationQueries {
  content: PreloadedQuery<NavigationDialogContentQuery>;
  health: PreloadedQuery<PlatformNavigationQuery>;
}

/**
 * Started when the dialog is opened, while its code downloads; fresh at each opening (a workflow's rule
 * depends on the real session, and the health panel shows the platform as it is now).
 */
export function loadNavigationQueries({ environment, loadQuery }: RelayClient): NavigationQueries {
  return {
    content: loadQuery(environment, navigationDialogContentQuery, {}, { fetchPolicy: "network-only" }),
    health: loadQuery(environment, platformNavigationQuery, {}, { fetchPolicy: "network-only" }),
  };
}

export function disposeNavigationQueries(queries: NavigationQueries | undefined): void {
  queries?.content.dispose();
  queries?.health.dispose();
}
