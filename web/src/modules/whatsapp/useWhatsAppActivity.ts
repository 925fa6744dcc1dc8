import { useMemo, useRef } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useResubscribe } from "../platform/useResubscribe";
import type { useWhatsAppActivitySubscription as Subscription } from "./__generated__/useWhatsAppActivitySubscription.graphql";

const whatsAppActivitySubscription = graphql`
  subscription useWhatsAppActivitySubscription {
    whatsappActivity {
      id
      direction
      contact
      body
      status
      createdAt
    }
  }
`;

export interface WhatsAppActivity {
  id: string;
  direction: string;
  contact: string;
  body: string;
  status: string;
  createdAt: string;
}

/** Calls `onActivity` for WhatsApp traffic as it happens (admins only): messages in and out, status changes. */
export function useWhatsAppActivity(onActivity: (activity: WhatsAppActivity) => void): void {
  const latest = useRef(onActivity);
  latest.current = onActivity;
  const { attempt, retryLater } = useResubscribe();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: whatsAppActivitySubscription,
      variables: {},
      // `attempt` makes a new config object, which is what restarts the subscription.
      cacheConfig: { metadata: { attempt } },
      onNext: (data) => {
        if (data?.whatsappActivity) latest.current(data.whatsappActivity);
      },
      onError: retryLater,
    }),
    [attempt, retryLater],
  );
  useSubscription(config);
}
