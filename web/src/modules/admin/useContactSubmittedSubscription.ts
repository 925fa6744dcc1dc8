import { useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { ConnectionHandler, ROOT_ID } from "relay-runtime";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import { useToast } from "../../ui/useToast";
import { ADMIN_ACCESS_DENIED, useDenyAccess } from "../auth/useDenyAccess";
import { fetchViewerRole } from "../auth/viewer-role";
import type { useContactSubmittedSubscription as Subscription } from "./__generated__/useContactSubmittedSubscription.graphql";
import { SUBMISSIONS_CONNECTION_KEY } from "./ContactSubmissionsPanel";

const contactSubmittedSubscription = graphql`
  subscription useContactSubmittedSubscription($connections: [ID!]!) {
    contactSubmitted {
      submission @prependNode(connections: $connections, edgeTypeName: "QueryContactSubmissionsConnectionEdge") {
        id
        name
        company
        ...ContactSubmissionRow_submission
      }
      dashboard {
        id
        ...AdminSummaryCards_dashboard
        ...AdminTabs_dashboard
      }
    }
  }
`;

/**
 * Keeps the admin dashboard live: each new request is put at the top of the submissions list and the
 * dashboard node (one fixed id) brings the new counts. Returns the ids that arrived during this visit.
 * If the server refuses (the session ended), the person is sent to sign in again.
 */
export function useContactSubmittedSubscription(): ReadonlySet<string> {
  const environment = useRelayEnvironment();
  const deny = useDenyAccess(ADMIN_ACCESS_DENIED);
  const { toast } = useToast();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  useLiveSubscription<Subscription>({
    subscription: contactSubmittedSubscription,
    variables: { connections: [ConnectionHandler.getConnectionID(ROOT_ID, SUBMISSIONS_CONNECTION_KEY)] },
    onNext: (response) => {
      const submission = response?.contactSubmitted.submission;
      if (!submission) return;
      setFresh((current) => new Set(current).add(submission.id));
      toast({ title: "New deployment request", description: `${submission.name} · ${submission.company}` });
    },
    onError: () => {
      fetchViewerRole(environment)
        .then((role) => role !== "ADMIN" && deny())
        .catch(() => undefined);
    },
  });
  return fresh;
}
