import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useToast } from "../../ui/useToast";
import { signOutInProgress } from "./sign-out-in-progress";

/** What a person without the right session is told, and where they are sent to sign in. */
export interface AccessDenial {
  title: string;
  description: string;
  redirectTo: string;
}

/** Spec sections 5 and 8: the admin dashboard refuses anyone without an admin session. */
export const ADMIN_ACCESS_DENIED: AccessDenial = {
  title: "Access Denied",
  description: "Please login to access admin dashboard",
  redirectTo: "/admin/login",
};

/**
 * Shows the denial toast and replaces the current screen with the sign-in screen. A page that is being
 * left (signing out, or the address has already moved on) says nothing: its session ending is expected.
 */
export function useDenyAccess(denial: AccessDenial): () => void {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { title, description, redirectTo } = denial;
  return useCallback(() => {
    if (signOutInProgress.active || window.location.pathname !== pathname) return;
    toast({ title, description, variant: "destructive" });
    navigate(redirectTo, { replace: true });
  }, [toast, navigate, pathname, title, description, redirectTo]);
}
