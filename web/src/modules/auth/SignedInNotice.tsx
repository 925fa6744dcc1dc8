import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { SignedInNotice_viewer$key } from "./__generated__/SignedInNotice_viewer.graphql";
import { ACCOUNT_TYPE_LABELS, dashboardPathFor } from "./account-type";

/** Shown on a sign-in screen to someone who already has a session: the way on to their dashboard. */
export function SignedInNotice({ viewer }: { viewer: SignedInNotice_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SignedInNotice_viewer on User {
        name
        role
      }
    `,
    viewer,
  );
  const roleLabel = data.role === "ADMIN" ? ACCOUNT_TYPE_LABELS.ADMIN : ACCOUNT_TYPE_LABELS.CLIENT;
  return (
    <StyledNotice role="status">
      <p>
        You're already signed in as <strong>{data.name}</strong> ({roleLabel}).
      </p>
      <StyledLink to={dashboardPathFor(data.role)}>Continue to dashboard</StyledLink>
    </StyledNotice>
  );
}

const StyledNotice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.healthy};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.healthySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
