import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { RiaAvatar } from "../assistant/RiaAvatar";
import { formatBriefTime, greetingFor } from "./client-dates";
import type { RiaNote_usage$key } from "./__generated__/RiaNote_usage.graphql";

export interface RiaNoteProps {
  firstName: string;
  briefTime: string;
  usage: RiaNote_usage$key;
}

/** Spec section 2: a message from the assistant, written from the client's own figures. */
export function RiaNote({ firstName, briefTime, usage }: RiaNoteProps) {
  const data = useFragment(
    graphql`
      fragment RiaNote_usage on Usage {
        dailyResponsesUsed
        dailyResponsesLimit
      }
    `,
    usage,
  );
  const left = data.dailyResponsesLimit < 0 ? null : Math.max(0, data.dailyResponsesLimit - data.dailyResponsesUsed);
  const allowance =
    left === null
      ? "Ask me anything, as often as you like."
      : left === 0
        ? "You've used today's responses; I'll be back at midnight IST."
        : `You have ${left} ${left === 1 ? "response" : "responses"} left today.`;
  return (
    <StyledNote aria-label="A message from Ria">
      <RiaAvatar />
      <p>
        {greetingFor(new Date())}, {firstName}. Your morning brief arrives at {formatBriefTime(briefTime)} IST. {allowance}
      </p>
    </StyledNote>
  );
}

const StyledNote = styled.figure`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
