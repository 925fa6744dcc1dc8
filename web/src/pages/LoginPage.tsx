import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { Link, useLocation } from "react-router-dom";
import styled from "styled-components";
import { useRouteQuery } from "../app/useRouteQuery";
import type { SignInMode } from "../modules/auth/account-type";
import { prefillFrom } from "../modules/auth/sign-in-validation";
import { SignedInNotice } from "../modules/auth/SignedInNotice";
import { SignInForm } from "../modules/auth/SignInForm";
import { SignInLayout } from "../modules/auth/SignInLayout";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import type { LoginPageQuery } from "./__generated__/LoginPageQuery.graphql";

const loginPageQuery = graphql`
  query LoginPageQuery @preloadable {
    viewer {
      ...SignedInNotice_viewer
    }
  }
`;

const COPY: Record<SignInMode, { title: string; subtitle: string; documentTitle: string }> = {
  choose: { title: "Sign in to Ria", subtitle: "Administrators and clients sign in here.", documentTitle: "Sign in · Ria" },
  admin: {
    title: "Admin sign-in",
    subtitle: "For the Ria team: contact submissions, integrations and analytics.",
    documentTitle: "Admin sign-in · Ria",
  },
  client: {
    title: "Client sign-in",
    subtitle: "Your plan, your usage and Ria, your executive assistant.",
    documentTitle: "Client sign-in · Ria",
  },
};

/**
 * /login, /admin/login and /client/login (spec sections 2 and 5): one form, with the account type
 * chosen (/login) or fixed by the screen. The form shows at once; whether someone is already signed
 * in is asked in the background.
 */
export function LoginPage({ mode }: { mode: SignInMode }) {
  const { state } = useLocation();
  const copy = COPY[mode];
  return (
    <SignInLayout
      title={copy.title}
      subtitle={copy.subtitle}
      notice={
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AlreadySignedIn />
          </Suspense>
        </ErrorBoundary>
      }
      footer={
        <StyledFooter>
          New to Ria? <Link to="/simplified-dashboard">Try our demo</Link>
        </StyledFooter>
      }
    >
      <title>{copy.documentTitle}</title>
      {/* Keyed by screen: moving from /login to /admin/login starts a fresh form. */}
      <SignInForm key={mode} mode={mode} prefill={prefillFrom(state)} />
    </SignInLayout>
  );
}

/** The page's one query, started by the route: the current session, if any (always from the server). */
function AlreadySignedIn() {
  const data = useRouteQuery<LoginPageQuery>(loginPageQuery);
  return data.viewer ? <SignedInNotice viewer={data.viewer} /> : null;
}

const StyledFooter = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
