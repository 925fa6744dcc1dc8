import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { Card } from "../../ui/Card";
import { clientStatusBadge } from "./client-status";
import { PlanBadge } from "./PlanBadge";
import type { ClientProfileCard_user$key } from "./__generated__/ClientProfileCard_user.graphql";

/** Initials for the avatar: "Arjun Mehta" → "AM". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** Who is signed in: name, company, email, account status and plan. */
export function ClientProfileCard({ user }: { user: ClientProfileCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment ClientProfileCard_user on User {
        name
        email
        demoSandbox
        client {
          company
          status
          plan {
            displayName
            colour
          }
        }
      }
    `,
    user,
  );
  const status = clientStatusBadge(data.client?.status ?? "pending");
  return (
    <Card title="Your profile">
      <StyledIdentity>
        <StyledAvatar aria-hidden="true">{initialsOf(data.name)}</StyledAvatar>
        <div>
          <StyledName>{data.name}</StyledName>
          <StyledDetail>{data.client?.company}</StyledDetail>
          {/* A demo sandbox's address is internal; the prospect never signs in with it. */}
          <StyledDetail>{data.demoSandbox ? "Your own demo: removed after 7 days unused" : data.email}</StyledDetail>
        </div>
      </StyledIdentity>
      <StyledBadges>
        <span data-client-status={data.client?.status}>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
        {data.client && <PlanBadge name={data.client.plan.displayName} colour={data.client.plan.colour} />}
      </StyledBadges>
    </Card>
  );
}

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  & > div {
    min-width: 0;
  }
`;

const StyledAvatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xxxl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDetail = styled.p`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
