import type { AccessDenial } from "../auth/useDenyAccess";
import type { LogoutCopy } from "../auth/useLogout";

/** Anyone but a signed-in client is told this and sent to the client sign-in (as the admin dashboard does). */
export const CLIENT_ACCESS_DENIED: AccessDenial = {
  title: "Access Denied",
  description: "Please login to access client dashboard",
  redirectTo: "/client/login",
};

/** Spec section 2: logout goes to /client/login. */
export const CLIENT_LOGOUT: LogoutCopy = {
  title: "Logged Out",
  description: "Successfully logged out of client dashboard",
  redirectTo: "/client/login",
};
