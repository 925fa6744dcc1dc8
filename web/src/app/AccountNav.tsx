import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation } from "react-router-dom";
import { accountLinks } from "../modules/auth/account-links";
import { useLogout, ADMIN_LOGOUT } from "../modules/auth/useLogout";
import { CLIENT_LOGOUT } from "../modules/client/client-access";
import type { AccountNavQuery } from "./__generated__/AccountNavQuery.graphql";
import { StyledHeaderButton, StyledHeaderLink } from "./header-links";

const accountNavQuery = graphql`
  query AccountNavQuery {
    viewer {
      id
      role
    }
  }
`;

/** Who is signed in, asked again on every navigation so that signing in or out shows at once. */
function useHeaderViewer() {
  const { pathname } = useLocation();
  return useLazyLoadQuery<AccountNavQuery>(accountNavQuery, {}, { fetchPolicy: "store-and-network", fetchKey: pathname }).viewer;
}

/** "Sign in", for a visitor only; it stays in the bar at every width (never folded into the menu). */
export function VisitorSignIn() {
  const viewer = useHeaderViewer();
  return viewer ? null : (
    <StyledHeaderLink to="/login" $emphasis>
      Sign in
    </StyledHeaderLink>
  );
}

/** A signed-in person's own links and "Sign out"; nothing for a visitor. */
export function AccountNav() {
  const viewer = useHeaderViewer();
  if (!viewer) return null;
  const role = viewer.role === "ADMIN" ? "ADMIN" : "CLIENT";
  return (
    <>
      {accountLinks(role).map((link) => (
        <li key={link.to}>
          <StyledHeaderLink to={link.to} end>
            {link.label}
          </StyledHeaderLink>
        </li>
      ))}
      <li>
        <SignOutButton role={role} />
      </li>
    </>
  );
}

function SignOutButton({ role }: { role: "ADMIN" | "CLIENT" }) {
  const { logout, isLoggingOut } = useLogout(role === "ADMIN" ? ADMIN_LOGOUT : CLIENT_LOGOUT);
  return (
    <StyledHeaderButton type="button" onClick={logout} disabled={isLoggingOut} aria-busy={isLoggingOut || undefined}>
      Sign out
    </StyledHeaderButton>
  );
}
