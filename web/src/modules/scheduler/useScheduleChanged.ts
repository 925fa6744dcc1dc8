import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import type { useScheduleChangedSubscription as Subscription } from "./__generated__/useScheduleChangedSubscription.graphql";

const scheduleChangedSubscription = graphql`
  subscription useScheduleChangedSubscription {
    scheduleChanged {
      id
      ...ScheduleEntryItem_entry
    }
  }
`;

/** Keeps "Your schedule" live: each change pushes the whole two weeks again, which replace the list in the store. */
export function useScheduleChanged(): void {
  useLiveSubscription<Subscription>({
    subscription: scheduleChangedSubscription,
    updater: (store) => {
      const entries = store.getPluralRootField("scheduleChanged");
      if (entries) store.getRoot().setLinkedRecords(entries, "mySchedule", { days: 14 });
    },
  });
}
