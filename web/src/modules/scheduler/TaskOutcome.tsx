import { useId, useState } from "react";
import styled, { css } from "styled-components";

/** Results longer than this (characters or lines) start folded. */
const LONG_TEXT = 240;
const LONG_LINES = 4;

export interface TaskOutcomeProps {
  kind: "result" | "error";
  text: string;
}

/** What a finished task came to: the result message, or the error; a long result (a drafted post) folds. */
export function TaskOutcome({ kind, text }: TaskOutcomeProps) {
  const long = text.length > LONG_TEXT || text.split("\n").length > LONG_LINES;
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <StyledOutcome $tone={kind}>
      <StyledLabel>{kind === "result" ? "Result" : "Error"}</StyledLabel>
      <StyledText id={textId} $folded={long && !expanded}>
        {text}
      </StyledText>
      {long && (
        <StyledToggle type="button" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? "Show less" : `Show full ${kind}`}
        </StyledToggle>
      )}
    </StyledOutcome>
  );
}

const StyledOutcome = styled.div<{ $tone: "result" | "error" }>`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === "result" ? theme.colors.healthySoft : theme.colors.errorSoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledText = styled.span<{ $folded: boolean }>`
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $folded }) =>
    $folded &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: ${LONG_LINES};
      -webkit-box-orient: vertical;
      overflow: hidden;
    `}
`;

const StyledToggle = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
