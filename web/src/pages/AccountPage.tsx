import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { AccessGate } from "../modules/auth/AccessGate";
import { ChangePasswordCard } from "../modules/auth/ChangePasswordCard";
import { LogoutButton } from "../modules/auth/LogoutButton";
import { ADMIN_LOGOUT } from "../modules/auth/useLogout";
import { CLIENT_LOGOUT } from "../modules/client/client-access";
import { AccessRequiredPanel } from "../modules/platform/AccessRequiredPanel";
import type { AccountPageQuery } from "./__generated__/AccountPageQuery.graphql";

const accountPageQuery = graphql`
  query AccountPageQuery @preloadable {
    ...AccessGate_query
    viewer {
      role
      ...ChangePasswordCard_user
    }
  }
`;

const TITLE = "Your account";
const SUBTITLE = "Your password, and the devices signed in to your account.";
const BREADCRUMB = [{ label: "Ria", href: "/simplified-dashboard" }, { label: "Account" }];

/** /account: a signed-in admin's or client's password and sessions. */
export function AccountPage() {
  return (
    <>
      <title>Your account · Ria</title>
      <AccessGate
        query={accountPageQuery}
        allows="SIGNED_IN"
        refused={() => (
          <>
            <PageHeader title={TITLE} subtitle={SUBTITLE} breadcrumb={BREADCRUMB} />
            <AccessRequiredPanel title="Sign in to manage your account" signInHref="/login" signInLabel="Sign in">
              Your password and your sessions belong to your account. Sign in first.
            </AccessRequiredPanel>
          </>
        )}
        fallback={<PageLoading />}
      >
        {(data: AccountPageQuery["response"]) =>
          data.viewer && (
            <>
              <PageHeader
                title={TITLE}
                subtitle={SUBTITLE}
                breadcrumb={BREADCRUMB}
                aside={<LogoutButton copy={data.viewer.role === "ADMIN" ? ADMIN_LOGOUT : CLIENT_LOGOUT} everywhere />}
              />
              <StyledColumn>
                <ChangePasswordCard user={data.viewer} />
              </StyledColumn>
            </>
          )
        }
      </AccessGate>
    </>
  );
}

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 48rem;
`;
