import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../ui/useToast";
import type { usePlatformResetMutation } from "./__generated__/usePlatformResetMutation.graphql";

const logoutMutation = graphql`
  mutation usePlatformResetMutation {
    logout
  }
`;

/**
 * Spec section 2, Reset: clears this browser's storage, ends the session on the server (the cookie is
 * HttpOnly, so only the server can), and goes to /.
 */
export function usePlatformReset(onDone: () => void): { reset: () => void; isResetting: boolean } {
  const [commit, isResetting] = useMutation<usePlatformResetMutation>(logoutMutation);
  const navigate = useNavigate();
  const { toast } = useToast();

  const reset = useCallback(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    const finish = (signedOut: boolean) => {
      onDone();
      navigate("/");
      toast(
        signedOut
          ? { title: "Platform reset", description: "You are signed out and this browser's saved data is cleared." }
          : {
              title: "Reset incomplete",
              description: "Saved data is cleared, but signing out failed. Please try again.",
              variant: "destructive",
            },
      );
    };
    commit({
      variables: {},
      // Everything read while signed in is stale now: pages fetch it again when they next need it.
      updater: (store) => store.invalidateStore(),
      onCompleted: () => finish(true),
      onError: () => finish(false),
    });
  }, [commit, navigate, onDone, toast]);

  return { reset, isResetting };
}
