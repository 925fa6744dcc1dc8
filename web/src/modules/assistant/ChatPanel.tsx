import { useId, useMemo, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { MessageDialog } from "../../ui/MessageDialog";
import { awaitingFirstWords, buildTimeline } from "./chat-timeline";
import { ChatComposer } from "./ChatComposer";
import { ChatNoticeBanner } from "./ChatNoticeBanner";
import { ChatTimeline, useTimelineMessages } from "./ChatTimeline";
import { QuickSuggestions } from "./QuickSuggestions";
import { UsageMeter } from "./UsageMeter";
import { useChatSession } from "./useChatSession";
import { useVoiceInput } from "./useVoiceInput";
import type { ChatPanel_chat$key } from "./__generated__/ChatPanel_chat.graphql";

export interface ChatPanelProps {
  chat: ChatPanel_chat$key;
  /** Who is chatting, shown beside the title. */
  identity?: ReactNode;
}

/** Why the composer is closed, or null: today's responses are used up (as counted, or as the server just said). */
export function limitReason(usage: { dailyResponsesUsed: number; dailyResponsesLimit: number }, refused: boolean): string | null {
  const used = usage.dailyResponsesLimit >= 0 && usage.dailyResponsesUsed >= usage.dailyResponsesLimit;
  if (!used && !refused) return null;
  return "You've used all of today's responses. They reset at midnight IST; upgrade your plan to keep going now.";
}

/** The chat with Ria (spec sections 2, 4, 5, 8): conversation, usage, suggestions, typing and voice. */
export function ChatPanel({ chat, identity }: ChatPanelProps) {
  const data = useFragment(
    graphql`
      fragment ChatPanel_chat on ChatThread {
        messages(last: 50) @connection(key: "ChatPanel_messages") {
          edges {
            node {
              ...ChatTimeline_messages
            }
          }
        }
        usage {
          dailyResponsesUsed
          dailyResponsesLimit
          ...UsageMeter_usage
        }
      }
    `,
    chat,
  );
  const headingId = useId();
  const messages = useTimelineMessages(useMemo(() => data.messages.edges.map((edge) => edge.node), [data.messages.edges]));
  const { session, send, retry, voiceUnavailable, dismissNotice } = useChatSession(messages);
  const [alert, setAlert] = useState<string | null>(null);
  const voice = useVoiceInput({
    onTranscript: (transcript) => send(transcript, { voice: true }),
    onUnsupported: voiceUnavailable,
    onAlert: setAlert,
  });
  const items = useMemo(() => buildTimeline(messages, session), [messages, session]);
  const waiting = session.pending !== null;
  const blocked = limitReason(data.usage, session.notice?.code === "PLAN_LIMIT_REACHED");

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeader>
        <StyledTitleRow>
          <StyledTitle id={headingId}>Chat with Ria</StyledTitle>
          {identity}
        </StyledTitleRow>
        <UsageMeter usage={data.usage} />
      </StyledHeader>
      <ChatTimeline items={items} typing={awaitingFirstWords(session)} busy={waiting} onRetry={retry} canRetry={!waiting} />
      {session.notice && <ChatNoticeBanner notice={session.notice} onDismiss={dismissNotice} />}
      <StyledFooter>
        <QuickSuggestions onPick={(text) => send(text)} disabled={waiting || voice.phase !== "idle" || blocked !== null} />
        <ChatComposer waiting={waiting} onSend={(text) => send(text)} voice={voice} blocked={blocked} />
      </StyledFooter>
      <MessageDialog open={alert !== null} onOpenChange={(open) => !open && setAlert(null)} title="Voice messages" message={alert ?? ""} />
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;
