import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useDeliveryBriefTimeMutation } from "./__generated__/useDeliveryBriefTimeMutation.graphql";
import type { useDeliveryByEmailMutation } from "./__generated__/useDeliveryByEmailMutation.graphql";
import { setDelivery } from "./delivery-store";

const briefTimeMutation = graphql`
  mutation useDeliveryBriefTimeMutation($time: String!) {
    setMorningBriefTime(time: $time) {
      __typename
      ... on MutationSetMorningBriefTimeSuccess {
        data {
          briefTime
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const byEmailMutation = graphql`
  mutation useDeliveryByEmailMutation($byEmail: Boolean!) {
    setRemindersByEmail(byEmail: $byEmail) {
      __typename
      ... on MutationSetRemindersByEmailSuccess {
        data {
          byEmail
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** What saving the brief's time gave: the time now, a refusal in the server's words, or nothing at all. */
export type BriefTimeOutcome = { kind: "saved"; time: string } | { kind: "refused"; message: string } | { kind: "failed" };

/** What choosing email copies gave: the choice now, a refusal in the server's words, or nothing at all. */
export type ByEmailOutcome = { kind: "saved"; byEmail: boolean } | { kind: "refused"; message: string } | { kind: "failed" };

/** Sets when the morning brief arrives (HH:MM, IST); the dashboard shows the new time once the server has it. */
export function useSetBriefTime(): { save: (time: string, done: (outcome: BriefTimeOutcome) => void) => void; isSaving: boolean } {
  const [commit, isSaving] = useMutation<useDeliveryBriefTimeMutation>(briefTimeMutation);
  const save = useCallback(
    (time: string, done: (outcome: BriefTimeOutcome) => void) =>
      commit({
        variables: { time },
        updater: (store, response) => {
          const answer = response?.setMorningBriefTime;
          if (answer?.__typename === "MutationSetMorningBriefTimeSuccess" && answer.data)
            setDelivery(store, { briefTime: answer.data.briefTime });
        },
        onCompleted: ({ setMorningBriefTime: result }) => {
          if (result.__typename === "MutationSetMorningBriefTimeSuccess" && result.data)
            return done({ kind: "saved", time: result.data.briefTime });
          if (result.__typename === "%other") return done({ kind: "failed" });
          // The refusal says what a valid time looks like.
          done({ kind: "refused", message: result.message ?? "This time could not be saved." });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commit],
  );
  return { save, isSaving };
}

/**
 * Turns email copies of reminders and the morning brief on or off. The box shows the choice at once; Relay takes it
 * back by itself when the server refuses it or cannot be reached.
 */
export function useSetByEmail(): { save: (byEmail: boolean, done: (outcome: ByEmailOutcome) => void) => void; isSaving: boolean } {
  const [commit, isSaving] = useMutation<useDeliveryByEmailMutation>(byEmailMutation);
  const save = useCallback(
    (byEmail: boolean, done: (outcome: ByEmailOutcome) => void) =>
      commit({
        variables: { byEmail },
        optimisticUpdater: (store) => setDelivery(store, { byEmail }),
        updater: (store, response) => {
          const answer = response?.setRemindersByEmail;
          if (answer?.__typename === "MutationSetRemindersByEmailSuccess" && answer.data)
            setDelivery(store, { byEmail: answer.data.byEmail });
        },
        onCompleted: ({ setRemindersByEmail: result }) => {
          if (result.__typename === "MutationSetRemindersByEmailSuccess" && result.data)
            return done({ kind: "saved", byEmail: result.data.byEmail });
          if (result.__typename === "%other") return done({ kind: "failed" });
          done({ kind: "refused", message: result.message ?? "This choice could not be saved." });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commit],
  );
  return { save, isSaving };
}
