import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useChangePasswordMutation } from "./__generated__/useChangePasswordMutation.graphql";

const changePasswordMutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
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

/** How a change ended: done, refused by the server (its message, and one per field), or not sent at all. */
export type ChangeOutcome = { kind: "changed" } | { kind: "refused"; message: string; fields: Record<string, string> } | { kind: "failed" };

/** Changes the signed-in user's password; every other session of theirs ends on the server. */
export function useChangePassword(): {
  change: (input: { currentPassword: string; newPassword: string }, done: (outcome: ChangeOutcome) => void) => void;
  isChanging: boolean;
} {
  const [commit, isChanging] = useMutation<useChangePasswordMutation>(changePasswordMutation);
  const change = useCallback(
    (input: { currentPassword: string; newPassword: string }, done: (outcome: ChangeOutcome) => void) =>
      commit({
        variables: { input },
        onCompleted: ({ changePassword: result }) => {
          if (result.__typename === "MutationChangePasswordSuccess") return done({ kind: "changed" });
          if (result.__typename === "%other") return done({ kind: "failed" });
          const fields =
            "fields" in result && result.fields ? Object.fromEntries(result.fields.map(({ field, message }) => [field, message])) : {};
          done({ kind: "refused", message: result.message ?? "Your password was not changed.", fields });
        },
        onError: () => done({ kind: "failed" }),
      }),
    [commit],
  );
  return { change, isChanging };
}
