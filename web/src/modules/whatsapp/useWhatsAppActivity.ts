import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
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
  useLiveSubscription<Subscription>({
    subscription: whatsAppActivitySubscription,
    onNext: (data) => {
      if (data?.whatsappActivity) onActivity(data.whatsappActivity);
    },
  });
}
