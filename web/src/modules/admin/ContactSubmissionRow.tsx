import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import type { ContactSubmissionRow_submission$key } from "./__generated__/ContactSubmissionRow_submission.graphql";
import { useIsFreshSubmission } from "./fresh-submissions";
import { formatSubmittedAt, planLabel, planTone, telHref, urgencyTimeframe, urgencyTone } from "./submission-labels";
import { StyledCell, StyledRow } from "./submissions-table-styles";

/** One deployment request: a table row on wide screens, a card on phones. Everything is shown as text. */
export function ContactSubmissionRow({ submission }: { submission: ContactSubmissionRow_submission$key }) {
  const data = useFragment(
    graphql`
      fragment ContactSubmissionRow_submission on ContactSubmission {
        id
        name
        title
        company
        planInterest
        urgency
        email
        phone
        message
        submittedAt
      }
    `,
    submission,
  );
  const fresh = useIsFreshSubmission(data.id);

  return (
    <StyledRow role="row" $fresh={fresh} data-fresh={fresh || undefined}>
      <StyledCell role="cell" data-label="Executive" $lead>
        <StyledName>
          <span>{data.name}</span>
          {fresh && <Badge tone="success">New</Badge>}
        </StyledName>
        <StyledMuted>{data.title}</StyledMuted>
        <StyledMessage>
          <summary>Message</summary>
          <p>{data.message}</p>
        </StyledMessage>
      </StyledCell>
      <StyledCell role="cell" data-label="Company">
        {data.company}
      </StyledCell>
      <StyledCell role="cell" data-label="Plan">
        <Badge tone={planTone(data.planInterest)} dot={false}>
          {planLabel(data.planInterest)}
        </Badge>
      </StyledCell>
      <StyledCell role="cell" data-label="Urgency">
        <StyledStack>
          <Badge tone={urgencyTone(data.urgency)}>{data.urgency}</Badge>
          <StyledMuted>{urgencyTimeframe(data.urgency)}</StyledMuted>
        </StyledStack>
      </StyledCell>
      <StyledCell role="cell" data-label="Contact">
        <StyledStack>
          <StyledLink href={`mailto:${data.email}`}>{data.email}</StyledLink>
          <StyledLink href={telHref(data.phone)}>{data.phone}</StyledLink>
        </StyledStack>
      </StyledCell>
      <StyledCell role="cell" data-label="Submitted">
        <StyledTime dateTime={data.submittedAt}>{formatSubmittedAt(data.submittedAt)}</StyledTime>
      </StyledCell>
    </StyledRow>
  );
}

const StyledName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledStack = styled.span`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledLink = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledMessage = styled.details`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    max-width: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
