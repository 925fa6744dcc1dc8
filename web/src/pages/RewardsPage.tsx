import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { PageLoading } from "../app/PageLoading";
import { useRouteQuery } from "../app/useRouteQuery";
import { RewardsScreen } from "../modules/rewards/RewardsScreen";
import type { RewardsPageQuery } from "./__generated__/RewardsPageQuery.graphql";

const rewardsPageQuery = graphql`
  query RewardsPageQuery @preloadable {
    ...RewardsScreen_query
  }
`;

/** /patswap (spec section 2, "Rewards area"): the Riko game, decided by the server. Loaded lazily by the router. */
export function RewardsPage() {
  return (
    <>
      <title>Riko Rewards · Ria</title>
      <Suspense fallback={<PageLoading />}>
        <Rewards />
      </Suspense>
    </>
  );
}

function Rewards() {
  const data = useRouteQuery<RewardsPageQuery>(rewardsPageQuery);
  return <RewardsScreen query={data} />;
}
