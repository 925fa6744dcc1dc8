import { useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { StyledTextarea } from "../../ui/form-controls";
import { useToast } from "../../ui/useToast";
import { FormField } from "../auth/FormField";
import type { EmailApprovalsCard_client$data, EmailApprovalsCard_client$key } from "./__generated__/EmailApprovalsCard_client.graphql";
import { emailExcerpt, UNREACHABLE } from "./email-reply";
import { VipSenders } from "./VipSenders";
import { useDecideEmailReply, type DecisionOutcome } from "./useEmailApprovals";

/** The server's limit on a reply; the field stops there rather than have the server refuse it. */
const REPLY_MAX_LENGTH = 10_000;

type AwaitingReply = EmailApprovalsCard_client$data["emailRepliesAwaiting"][number];

/**
 * Replies Ria drafted to emails from the client's VIP senders: each waits here (and on WhatsApp) until the client
 * approves it, edited or not, or discards it. Below them, the VIP senders whose mail gets a drafted reply.
 */
export function EmailApprovalsCard({ client }: { client: EmailApprovalsCard_client$key }) {
  const data = useFragment(
    graphql`
      fragment EmailApprovalsCard_client on ClientProfile {
        emailRepliesAwaiting {
          id
          to
          text
          from
          receivedSubject
          receivedText
          receivedAt
        }
        emailVips
      }
    `,
    client,
  );
  const vipsHeadingId = useId();
  // A decided reply leaves the list; the keyboard's focus moves to what is left rather than to the page's start.
  const waitingRef = useRef<HTMLDivElement>(null);
  const decided = () => waitingRef.current?.focus();

  return (
    <Card
      title="Email replies to approve"
      description="Replies Ria drafts to your VIP senders wait here. Nothing is sent until you approve it."
    >
      <StyledWaiting ref={waitingRef} tabIndex={-1}>
        {data.emailRepliesAwaiting.length > 0 ? (
          <StyledReplies aria-label="Replies waiting for approval">
            {data.emailRepliesAwaiting.map((reply) => (
              <EmailReplyItem key={reply.id} reply={reply} onDecided={decided} />
            ))}
          </StyledReplies>
        ) : (
          <StyledText>No replies waiting. When a VIP writes, Ria drafts a reply and asks you here and on WhatsApp.</StyledText>
        )}
      </StyledWaiting>
      <StyledVips aria-labelledby={vipsHeadingId}>
        <StyledSubheading id={vipsHeadingId}>VIP senders</StyledSubheading>
        <VipSenders vips={data.emailVips} />
      </StyledVips>
    </Card>
  );
}

/** One drafted reply: the email it answers, the reply to edit, and the two decisions. */
function EmailReplyItem({ reply, onDecided }: { reply: AwaitingReply; onDecided: () => void }) {
  const [text, setText] = useState(reply.text);
  const [refusal, setRefusal] = useState<{ message: string; aboutText: boolean }>();
  const { approve, discard, isDeciding } = useDecideEmailReply();
  const [deciding, setDeciding] = useState<"approve" | "discard">();
  const { toast } = useToast();
  const alertId = useId();

  // A demo account's mail is only recorded: the toast says so rather than promise a send.
  const decided = (said: (delivery?: string | null) => [string, string]) => (outcome: DecisionOutcome) => {
    setDeciding(undefined);
    if (outcome.kind === "done") {
      const [title, description] = said(outcome.delivery);
      toast({ title, description });
      return onDecided();
    }
    setRefusal(outcome.kind === "refused" ? outcome : { message: UNREACHABLE, aboutText: false });
  };

  const start = (decision: "approve" | "discard") => {
    setRefusal(undefined);
    setDeciding(decision);
    if (decision === "approve") {
      approve(
        reply.id,
        text,
        decided((delivery) =>
          delivery === "demo"
            ? ["Reply recorded", `A demo account's mail never leaves: your reply to ${reply.to} is in the outbox.`]
            : ["Reply sent", `Your reply to ${reply.to} is on its way.`],
        ),
      );
    } else
      discard(
        reply.id,
        decided(() => ["Reply discarded", `Nothing will be sent to ${reply.to}.`]),
      );
  };

  return (
    <StyledReply>
      <StyledEmail>
        <StyledFrom>From {reply.from}</StyledFrom>
        <StyledSubject>{reply.receivedSubject.trim() || "(no subject)"}</StyledSubject>
        <StyledMeta>
          Received <time dateTime={reply.receivedAt}>{formatIstDateTime(reply.receivedAt)}</time>
        </StyledMeta>
        {reply.receivedText.trim() && <StyledExcerpt>{emailExcerpt(reply.receivedText)}</StyledExcerpt>}
      </StyledEmail>
      <FormField label={`Reply to ${reply.to}`}>
        {(control) => (
          <StyledReplyText
            {...control}
            aria-describedby={refusal?.aboutText ? alertId : control["aria-describedby"]}
            aria-invalid={refusal?.aboutText || undefined}
            value={text}
            maxLength={REPLY_MAX_LENGTH}
            rows={7}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <StyledActions>
        <Button onClick={() => start("approve")} busy={deciding === "approve"} disabled={isDeciding}>
          Approve and send
        </Button>
        <Button variant="secondary" onClick={() => start("discard")} busy={deciding === "discard"} disabled={isDeciding}>
          Discard
        </Button>
      </StyledActions>
      {refusal && (
        <StyledAlert id={alertId} role="alert">
          {refusal.message}
        </StyledAlert>
      )}
    </StyledReply>
  );
}

const StyledWaiting = styled.div`
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledReplies = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledReply = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  label {
    overflow-wrap: anywhere;
  }
`;

const StyledEmail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledFrom = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSubject = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledExcerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReplyText = styled(StyledTextarea)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledAlert = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledVips = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
`;

const StyledSubheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
