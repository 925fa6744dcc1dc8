import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../ui/useToast";
import type { useLogoutEverywhereMutation } from "./__generated__/useLogoutEverywhereMutation.graphql";
import type { useLogoutMutation } from "./__generated__/useLogoutMutation.graphql";

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout
  }
`;

const logoutEverywhereMutation = graphql`
  mutation useLogoutEverywhereMutation {
    logoutEverywhere
  }
`;

/** What signing out says and where it leads (spec section 8 for the admin panel). */
export interface LogoutCopy {
  title: string;
  description: string;
  redirectTo: string;
}

/** Spec section 8: the admin panel's logout toast, then the admin sign-in screen. */
export const ADMIN_LOGOUT: LogoutCopy = {
  title: "Logged Out",
  description: "Successfully logged out of admin panel",
  redirectTo: "/admin/login",
};

/**
 * Ends the session on the server (its token stops working at once), then shows the sign-in screen.
 * `everywhere` ends every session of the user, on every device, and closes their live views.
 */
export function useLogout(copy: LogoutCopy, everywhere = false): { logout: () => void; isLoggingOut: boolean } {
  const [commitHere, isLoggingOutHere] = useMutation<useLogoutMutation>(logoutMutation);
  const [commitEverywhere, isLoggingOutEverywhere] = useMutation<useLogoutEverywhereMutation>(logoutEverywhereMutation);
  const commit = (everywhere ? commitEverywhere : commitHere) as typeof commitHere;
  const isLoggingOut = everywhere ? isLoggingOutEverywhere : isLoggingOutHere;
  const { toast } = useToast();
  const navigate = useNavigate();
  const { title, description, redirectTo } = copy;

  const logout = useCallback(() => {
    commit({
      variables: {},
      onCompleted: () => {
        navigate(redirectTo, { replace: true });
        toast({ title, description });
      },
      onError: () => toast({ title: "Could not log out", description: "Check your connection and try again.", variant: "destructive" }),
    });
  }, [commit, navigate, toast, title, description, redirectTo]);

  return { logout, isLoggingOut };
}
