import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { PageHeader } from "../app/PageHeader";
import { useRouteQuery, useRouteQueryRefresh } from "../app/useRouteQuery";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { StatusBoard } from "../modules/health/StatusBoard";
import { StatusBoardSkeleton } from "../modules/health/StatusBoardSkeleton";
import { usePlatformStatusSubscription } from "../modules/health/usePlatformStatusSubscription";
import { useLiveCatchUp } from "../relay/useLiveCatchUp";
import { TooltipProvider } from "../ui/TooltipProvider";
import { useToast } from "../ui/useToast";
import type { StatusPageQuery } from "./__generated__/StatusPageQuery.graphql";

const statusPageQuery = graphql`
  query StatusPageQuery @preloadable {
    platformStatus {
      ...StatusBoard_status
    }
  }
`;

/** /status: the platform's live health (spec sections 2, 4 and 8). The header shows while the data loads. */
export function StatusPage() {
  return (
    <>
      <title>Platform Status · Ria</title>
      <PageHeader
        title="Platform Status"
        subtitle="Live health of the services behind Ria, checked around the clock."
        breadcrumb={[{ label: "Ria", href: "/simplified-dashboard" }, { label: "Platform Status" }]}
        aside={<LiveConnectionIndicator />}
      />
      {/* The uptime bars' tooltips share their timing here: the only page with tooltips, so the rest never load them. */}
      <TooltipProvider>
        <Suspense fallback={<StatusBoardSkeleton />}>
          <LiveStatusBoard />
        </Suspense>
      </TooltipProvider>
    </>
  );
}

/** Reads the page's query (started by the route), keeps it live through the subscription, and catches up after a dropped connection. */
function LiveStatusBoard() {
  const data = useRouteQuery<StatusPageQuery>(statusPageQuery);
  const refresh = useRouteQueryRefresh(statusPageQuery);
  usePlatformStatusSubscription();

  const { toast } = useToast();
  useLiveCatchUp((reason) => {
    refresh();
    if (reason === "recovered") toast({ title: "Live updates resumed", description: "The status below is current again." });
  });

  return <StatusBoard status={data.platformStatus} />;
}
