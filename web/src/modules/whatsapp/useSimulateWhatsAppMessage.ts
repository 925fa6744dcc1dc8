import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useSimulateWhatsAppMessageMutation } from "./__generated__/useSimulateWhatsAppMessageMutation.graphql";

const simulateMutation = graphql`
  mutation useSimulateWhatsAppMessageMutation($input: SimulateWhatsAppInput!) {
    simulateWhatsAppMessage(input: $input) {
      __typename
      ... on MutationSimulateWhatsAppMessageSuccess {
        data
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on ConflictError {
        message
        fields {
          field
          message
        }
      }
    }
  }
`;

export interface SimulateCallbacks {
  onSent: (messageId: string) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
}

/** Sends a signed test message through the real webhook; the api answers with its WhatsApp message id. */
export function useSimulateWhatsAppMessage(): {
  send: (input: { from: string; name: string; text: string }, callbacks: SimulateCallbacks) => void;
  isSending: boolean;
} {
  const [commit, isSending] = useMutation<useSimulateWhatsAppMessageMutation>(simulateMutation);
  const { toast } = useToast();
  const send = useCallback(
    (input: { from: string; name: string; text: string }, { onSent, onFieldErrors }: SimulateCallbacks) => {
      commit({
        variables: { input },
        onCompleted: ({ simulateWhatsAppMessage: result }) => {
          if (result.__typename === "MutationSimulateWhatsAppMessageSuccess") {
            toast({ title: "Test message sent", description: "It went through the signed webhook; watch Ria handle it." });
            onSent(result.data);
            return;
          }
          if ("fields" in result) onFieldErrors(Object.fromEntries(result.fields.map(({ field, message }) => [field, message])));
          toast({
            title: "Sending failed",
            description: "message" in result ? result.message : "The test message was not sent.",
            variant: "destructive",
          });
        },
        onError: () =>
          toast({
            title: "Sending failed",
            description: "Could not reach Ria. Check your connection and try again.",
            variant: "destructive",
          }),
      });
    },
    [commit, toast],
  );
  return { send, isSending };
}
