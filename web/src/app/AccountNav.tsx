import { UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import { useLocation, useRouteLoaderData } from "react-router-dom";
import styled from "styled-components";
import { fetchQuery } from "relay-runtime";
import { accountLinks } from "../modules/auth/account-links";
import { useLogout, ADMIN_LOGOUT } from "../modules/auth/useLogout";
import { CLIENT_LOGOUT } from "../modules/client/client-access";
import type { AccountNavQuery } from "./__generated__/AccountNavQuery.graphql";
import { FRAME_ROUTE_ID } from "./frame-route";
import { StyledHeaderButton, StyledHeaderLink } from "./header-links";
import { useStartedQuery, type RouteQuery } from "./query-routes";

const accountNavQuery = graphql`
  query AccountNavQuery @preloadable {
    viewer {
      role
    }
  }
`;

/** Who is signed in, so that signing in or out shows at once. */
function useHeaderViewer() {
  const reference = useStartedQuery(useRouteLoaderData(FRAME_ROUTE_ID) as RouteQuery<AccountNavQuery>);
  useAskedOnEachAddress(reference);
  return usePreloadedQuery<AccountNavQuery>(accountNavQuery, reference).viewer;
}

/**
 * Asks again, in the background, each time the address changes (the frame's loader asked for the first
 * one); the header shows what it knows until the answer arrives, and never holds a page back.
 */
function useAskedOnEachAddress(reference: PreloadedQuery<AccountNavQuery>) {
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  const asked = useRef(pathname);
  useEffect(() => {
    if (asked.current === pathname) return;
    asked.current = pathname;
    const subscription = fetchQuery(environment, accountNavQuery, reference.variables, { fetchPolicy: "network-only" }).subscribe({
      error: (error: unknown) => console.error("Asking who is signed in failed", error),
    });
    return () => subscription.unsubscribe();
  }, [environment, pathname, reference.variables]);
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
          <StyledHeaderLink to={link.to} end title={link.compact ? link.label : undefined}>
            {link.compact ? (
              <>
                <UserRound size={18} aria-hidden="true" />
                <StyledCompactLabel>{link.label}</StyledCompactLabel>
              </>
            ) : (
              link.label
            )}
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

// In the wide bar the account link is its icon (the bar holds an admin's nine links and "Sign out" on one line at
// 1440 px); in the narrow menu its word shows beside it. Its name is "Account" either way.
const StyledCompactLabel = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.lg} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
