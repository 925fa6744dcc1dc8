import type { ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { formatMessageTime } from "./action-format";
import { RiaAvatar } from "./RiaAvatar";

export type BubbleState = "stored" | "streaming" | "sending" | "failed" | "local";

export interface MessageBubbleProps {
  role: "user" | "assistant";
  content: string;
  at?: string;
  state?: BubbleState;
  /** Shown under the text: action chips, a retry. */
  children?: ReactNode;
}

/** One message in the chat: the person's on the right, Ria's on the left with her mark. */
export function MessageBubble({ role, content, at, state = "stored", children }: MessageBubbleProps) {
  const mine = role === "user";
  return (
    <StyledRow $mine={mine} data-role={role} data-state={state}>
      {!mine && <RiaAvatar />}
      <StyledColumn $mine={mine}>
        <StyledBubble $mine={mine} $failed={state === "failed"}>
          <VisuallyHidden>{mine ? "You said: " : "Ria said: "}</VisuallyHidden>
          <StyledText data-message-text>{content}</StyledText>
          {state === "streaming" && <StyledCaret aria-hidden="true" />}
        </StyledBubble>
        {children}
        {at && state !== "streaming" && (
          <StyledMeta>
            <time dateTime={at}>{formatMessageTime(at)}</time>
            {state === "sending" && " · Sending…"}
            {state === "failed" && " · Not delivered"}
          </StyledMeta>
        )}
      </StyledColumn>
    </StyledRow>
  );
}

const StyledRow = styled.li<{ $mine: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $mine }) => ($mine ? "flex-end" : "flex-start")};
`;

const StyledColumn = styled.div<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: ${({ $mine }) => ($mine ? "end" : "start")};
  min-width: 0;
  max-width: min(100%, 36rem);
`;

const StyledBubble = styled.div<{ $mine: boolean; $failed: boolean }>`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          border-bottom-right-radius: ${theme.radii.xs};
          background: ${theme.colors.accent};
          color: ${theme.colors.textInverse};
        `
      : css`
          border-top-left-radius: ${theme.radii.xs};
          background: ${theme.colors.surfaceSunken};
          color: ${theme.colors.text};
        `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      opacity: 0.7;
      outline: ${theme.borders.hairline} ${theme.colors.error};
    `}
`;

const StyledText = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const blink = keyframes`to { visibility: hidden; }`;

const StyledCaret = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space.xs};
  height: 1em;
  margin-left: ${({ theme }) => theme.space.xxs};
  vertical-align: text-bottom;
  background: currentColor;
  animation: ${blink} 1s steps(2, start) infinite;
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
