import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import { outboxConnectionIds } from "./outbox-connections";
import type { useWhatsAppActivitySubscription as Subscription } from "./__generated__/useWhatsAppActivitySubscription.graphql";

const whatsAppActivitySubscription = graphql`
  subscription useWhatsAppActivitySubscription($connections: [ID!]!) {
    whatsappActivity {
      id
      direction
      contact
      body
      status
      createdAt
      outbox @prependNode(connections: $connections, edgeTypeName: "QueryOutboxConnectionEdge") {
        id
        ...WhatsAppConversation_outbound
        ...OutboxList_messages
      }
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

/**
 * Calls `onActivity` for WhatsApp traffic as it happens (admins only): messages in and out, status changes.
 * What Ria sent because of it joins the top of the outbox on screen, once.
 */
export function useWhatsAppActivity(onActivity: (activity: WhatsAppActivity) => void): void {
  useLiveSubscription<Subscription>({
    subscription: whatsAppActivitySubscription,
    variables: { connections: outboxConnectionIds() },
    onNext: (data) => {
      const activity = data?.whatsappActivity;
      if (activity)
        onActivity({
          id: activity.id,
          direction: activity.direction,
          contact: activity.contact,
          body: activity.body,
          status: activity.status,
          createdAt: activity.createdAt,
        });
    },
  });
}
