import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { ChatIdentity_viewer$key } from "./__generated__/ChatIdentity_viewer.graphql";

/** Whose chat this is: the signed-in executive, or a guest with a small daily allowance. */
export function ChatIdentity({ viewer }: { viewer: ChatIdentity_viewer$key | null }) {
  const data = useFragment(
    graphql`
      fragment ChatIdentity_viewer on User {
        name
        client {
          company
        }
      }
    `,
    viewer,
  );
  if (!data) {
    return (
      <StyledLine>
        You're chatting as a guest, with a few responses a day. <Link to="/client/login">Sign in</Link> to use your plan.
      </StyledLine>
    );
  }
  return (
    <StyledLine>
      Signed in as <strong>{data.name}</strong>
      {data.client?.company ? ` · ${data.client.company}` : ""}
    </StyledLine>
  );
}

const StyledLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
