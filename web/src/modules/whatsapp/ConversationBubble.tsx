import styled from "styled-components";
import { formatIstTime } from "../../lib/format-ist";

export interface ConversationBubbleProps {
  direction: "in" | "out";
  body: string;
  /** "Received", "Ria's reply", "Rule reply"… */
  label: string;
  status: string;
  at: string;
}

/** One message of the test conversation: the sender's on the left, what went back on the right. */
export function ConversationBubble({ direction, body, label, status, at }: ConversationBubbleProps) {
  return (
    <StyledItem $out={direction === "out"} aria-label={`${label}: ${body}`}>
      <StyledMeta>
        <strong>{label}</strong> · {status} · <time dateTime={at}>{formatIstTime(at)}</time>
      </StyledMeta>
      <StyledBubble $out={direction === "out"}>{body}</StyledBubble>
    </StyledItem>
  );
}

const StyledItem = styled.li<{ $out: boolean }>`
  display: grid;
  justify-items: ${({ $out }) => ($out ? "end" : "start")};
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme, $out }) => ($out ? theme.space.xxl : "0")};
  padding-right: ${({ theme, $out }) => ($out ? "0" : theme.space.xxl)};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledBubble = styled.p<{ $out: boolean }>`
  max-width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $out }) => ($out ? theme.colors.healthySoft : theme.colors.surfaceSunken)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
