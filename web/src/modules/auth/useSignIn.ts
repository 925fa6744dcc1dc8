import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../ui/useToast";
import type { AccountType } from "./account-type";
import type { useSignInMutation } from "./__generated__/useSignInMutation.graphql";
import type { SignInErrors } from "./sign-in-validation";

const signInMutation = graphql`
  mutation useSignInMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on MutationLoginSuccess {
        data {
          role
          redirectTo
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
      ... on UnauthenticatedError {
        code
        message
      }
      ... on RateLimitedError {
        code
        message
      }
      ... on ServiceBusyError {
        code
        message
      }
    }
  }
`;

/** Spec section 8: what the person is told when signing in worked. */
export const SIGNED_IN_TOAST: Record<AccountType, string> = {
  ADMIN: "Admin login successful",
  CLIENT: "Client login successful",
};

export interface SignInInput {
  accountType: AccountType;
  username: string;
  password: string;
}

/**
 * Signs in on the server (it checks the password and sets the session cookie), then goes to the
 * dashboard it names. Refusals ('Invalid admin credentials', 'Please enter valid credentials', too
 * many attempts) come back as typed errors and are shown as they are; field errors go to `onFieldErrors`.
 */
export function useSignIn(onFieldErrors: (errors: SignInErrors) => void): { signIn: (input: SignInInput) => void; isSigningIn: boolean } {
  const [commit, isSigningIn] = useMutation<useSignInMutation>(signInMutation);
  const { toast } = useToast();
  const navigate = useNavigate();

  const signIn = useCallback(
    (input: SignInInput) => {
      commit({
        variables: { input },
        onCompleted: ({ login }) => {
          if (login.__typename === "MutationLoginSuccess") {
            toast({ title: SIGNED_IN_TOAST[login.data.role === "ADMIN" ? "ADMIN" : "CLIENT"] });
            navigate(login.data.redirectTo, { replace: true });
            return;
          }
          if (login.__typename !== "%other") {
            const fieldErrors = Object.fromEntries(
              ("fields" in login ? login.fields : [])
                .filter(({ field }) => field === "username" || field === "password")
                .map(({ field, message }) => [field, message]),
            );
            onFieldErrors(fieldErrors);
            toast({ title: "Login failed", description: login.message, variant: "destructive" });
            return;
          }
          toast({ title: "Login failed", description: "Please try again.", variant: "destructive" });
        },
        onError: () =>
          toast({
            title: "Login failed",
            description: "We could not reach Ria. Check your connection and try again.",
            variant: "destructive",
          }),
      });
    },
    [commit, toast, navigate, onFieldErrors],
  );

  return { signIn, isSigningIn };
}
