import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { DeploymentRequest } from "./deployment-form";
import type { useSubmitContactRequestMutation } from "./__generated__/useSubmitContactRequestMutation.graphql";

const submitContactRequestMutation = graphql`
  mutation useSubmitContactRequestMutation($input: ContactRequestInput!) {
    submitContactRequest(input: $input) {
      __typename
      ... on MutationSubmitContactRequestSuccess {
        data {
          id
          submittedAt
          duplicate
        }
      }
      ... on ValidationError {
        code
        message
        fields {
          field
          message
        }
      }
      ... on RateLimitedError {
        code
        message
      }
    }
  }
`;

/** How a submission ended: stored, refused field by field, or failed (network, server, limits). */
export type SubmitOutcome =
  | { kind: "submitted"; duplicate: boolean }
  | { kind: "invalid"; fields: ReadonlyArray<{ field: string; message: string }> }
  | { kind: "failed"; reason: string };

/** Sends a deployment request (mutation submitContactRequest) and resolves with its outcome; never rejects. */
export function useSubmitContactRequest(): (request: DeploymentRequest) => Promise<SubmitOutcome> {
  const [commit] = useMutation<useSubmitContactRequestMutation>(submitContactRequestMutation);
  return useCallback(
    (request) =>
      new Promise<SubmitOutcome>((resolve) => {
        commit({
          variables: { input: request },
          onCompleted: ({ submitContactRequest: result }, errors) => {
            if (result.__typename === "MutationSubmitContactRequestSuccess") {
              resolve({ kind: "submitted", duplicate: result.data.duplicate });
            } else if (result.__typename === "ValidationError" && result.fields.length > 0) {
              resolve({ kind: "invalid", fields: result.fields });
            } else if ("message" in result) {
              resolve({ kind: "failed", reason: `${result.code}: ${result.message}` });
            } else {
              resolve({ kind: "failed", reason: errors?.map((error) => error.message).join("; ") ?? "Unexpected answer" });
            }
          },
          onError: (error) => resolve({ kind: "failed", reason: error.message }),
        });
      }),
    [commit],
  );
}
