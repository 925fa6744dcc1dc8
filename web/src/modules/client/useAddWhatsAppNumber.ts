import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useAddWhatsAppNumberMutation } from "./__generated__/useAddWhatsAppNumberMutation.graphql";

const addWhatsAppNumberMutation = graphql`
  mutation useAddWhatsAppNumberMutation($input: AddWhatsAppRecipientInput!) {
    addWhatsAppRecipient(input: $input) {
      __typename
      ... on MutationAddWhatsAppRecipientSuccess {
        data {
          number
          confirmed
          code
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

/** What asking for a code gave: the code to send from the number, a number already confirmed, a refusal, or nothing. */
export type AddOutcome =
  | { kind: "pending"; number: string; code: string }
  | { kind: "confirmed"; number: string }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

/** Adds the client's own WhatsApp number; it counts once the code is sent from that number to Ria's. */
export function useAddWhatsAppNumber(): { add: (number: string, done: (outcome: AddOutcome) => void) => void; isAdding: boolean } {
  const [commit, isAdding] = useMutation<useAddWhatsAppNumberMutation>(addWhatsAppNumberMutation);
  const add = useCallback(
    (number: string, done: (outcome: AddOutcome) => void) =>
      commit({
        variables: { input: { number, self: true } },
        onCompleted: ({ addWhatsAppRecipient: result }) => {
          if (result.__typename === "MutationAddWhatsAppRecipientSuccess" && result.data) {
            const { number: added, confirmed, code } = result.data;
            return done(confirmed || !code ? { kind: "confirmed", number: added } : { kind: "pending", number: added, code });
          }
          if (result.__typename === "%other") return done({ kind: "failed" });
          const field = "fields" in result ? result.fields?.find(({ field: name }) => name === "number")?.message : undefined;
          done({ kind: "refused", message: field ?? result.message ?? "That number could not be added." });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commit],
  );
  return { add, isAdding };
}
