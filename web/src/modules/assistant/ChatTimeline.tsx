import { useEffect, useMemo, useRef } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import type { LocalEntry } from "./chat-session";
import type { StoredMessage, TimelineItem } from "./chat-timeline";
import { ChatMessageBubble } from "./ChatMessageBubble";
import { MessageBubble } from "./MessageBubble";
import { TypingIndicator } from "./TypingIndicator";
import type { ChatMessageBubble_message$key } from "./__generated__/ChatMessageBubble_message.graphql";
import type { ChatTimeline_messages$key } from "./__generated__/ChatTimeline_messages.graphql";

/** A stored message as the timeline places it, with its bubble's fragment key. */
export type TimelineMessage = StoredMessage & { bubble: ChatMessageBubble_message$key };

/** Reads the chat's stored messages (the connection's nodes, oldest first) as the timeline and the session need them. */
export function useTimelineMessages(messages: ChatTimeline_messages$key): readonly TimelineMessage[] {
  const data = useFragment(
    graphql`
      fragment ChatTimeline_messages on ChatMessage @relay(plural: true) {
        id
        role
        content
        ...ChatMessageBubble_message
      }
    `,
    messages,
  );
  return useMemo(() => data.map((message) => ({ id: message.id, role: message.role, content: message.content, bubble: message })), [data]);
}

export interface ChatTimelineProps {
  items: TimelineItem<TimelineMessage>[];
  typing: boolean;
  /** A reply is on its way: screen readers hear it once, complete, not word by word. */
  busy: boolean;
  onRetry: (entry: LocalEntry) => void;
  canRetry: boolean;
}

/** The conversation, newest at the bottom, scrolled to the latest words as they arrive. */
export function ChatTimeline({ items, typing, busy, onRetry, canRetry }: ChatTimelineProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = items.at(-1);
  const lastSize = last?.kind === "draft" ? last.text.length : 0;
  const mounted = useRef(false);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    // On a phone the page scrolls too: after a send (and on arrival on a small screen) bring the newest words and the
    // composer below them into view, so nobody is left looking at an empty box while the reply sits off-screen.
    if (mounted.current || window.matchMedia("(max-width: 767px)").matches) revealBottomOf(element.parentElement);
    mounted.current = true;
  }, [items.length, lastSize, typing]);

  return (
    <StyledScroller ref={scroller} tabIndex={0} aria-label="Conversation with Ria" $empty={items.length === 0 && !typing}>
      {items.length === 0 && !typing ? (
        <StyledEmpty>
          <strong>Say hello to Ria.</strong> Ask her to set a reminder, book a meeting, keep your task list or draft a post.
        </StyledEmpty>
      ) : null}
      {/* The log wraps the list: a role on the <ol> itself would take its list semantics from its items. */}
      <div role="log" aria-live="polite" aria-busy={busy}>
        <StyledList>
          {items.map((item) => {
            if (item.kind === "stored") return <ChatMessageBubble key={item.key} message={item.message.bubble} />;
            if (item.kind === "draft") return <MessageBubble key={item.key} role="assistant" content={item.text} state="streaming" />;
            const { entry } = item;
            return (
              <MessageBubble key={item.key} role={entry.role} content={entry.content} at={entry.at} state={entry.state}>
                {entry.state === "failed" && (
                  <Button size="sm" variant="ghost" onClick={() => onRetry(entry)} disabled={!canRetry}>
                    Try again
                  </Button>
                )}
              </MessageBubble>
            );
          })}
          {typing && <TypingIndicator />}
        </StyledList>
      </div>
    </StyledScroller>
  );
}

/** Scrolls the page (not the timeline) just enough that `element`'s bottom edge is on screen; no jump if it already is. */
function revealBottomOf(element: HTMLElement | null) {
  if (!element) return;
  const { bottom } = element.getBoundingClientRect();
  if (bottom > window.innerHeight || bottom < 0) element.scrollIntoView({ block: "end" });
}

const StyledScroller = styled.div<{ $empty: boolean }>`
  height: ${({ $empty }) => ($empty ? "auto" : "min(58vh, 560px)")};
  min-height: ${({ $empty }) => ($empty ? "0" : "320px")};
  /* On a desktop the whole chat, composer included, fits the window. */
  ${({ theme }) => theme.media.lg} {
    height: clamp(280px, calc(100vh - 580px), 640px);
    min-height: 280px;
  }
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-bottom: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.space.xxs};
  }
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledEmpty = styled.p`
  max-width: 40ch;
  margin: ${({ theme }) => theme.space.xl} auto;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
