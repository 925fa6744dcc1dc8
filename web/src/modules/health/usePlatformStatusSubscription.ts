import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import type { usePlatformStatusSubscription as Subscription } from "./__generated__/usePlatformStatusSubscription.graphql";

const platformStatusSubscription = graphql`
  subscription usePlatformStatusSubscription {
    platformStatus {
      id
      ...StatusBoard_status
    }
  }
`;

/** Keeps the status page live: every round of checks the api pushes replaces the PlatformStatus record in the store. */
export function usePlatformStatusSubscription(): void {
  useLiveSubscription<Subscription>({ subscription: platformStatusSubscription });
}
