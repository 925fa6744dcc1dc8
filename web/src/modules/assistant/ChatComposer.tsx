import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import type { VoiceInput } from "./useVoiceInput";
import { VoiceButton } from "./VoiceButton";

/** The server refuses longer messages (PAYLOAD_TOO_LARGE). */
export const MAX_MESSAGE_LENGTH = 4000;

export interface ChatComposerProps {
  /** A reply is pending: nothing can be sent (spec section 5). */
  waiting: boolean;
  onSend: (text: string) => boolean;
  voice: VoiceInput;
  /** Why nothing can be sent now (the daily limit) and what to do; the box is disabled and says so. */
  blocked?: string | null;
}

/** Where the message is typed: Enter sends, Shift+Enter breaks the line; disabled while waiting or recording. */
export function ChatComposer({ waiting, onSend, voice, blocked }: ChatComposerProps) {
  const [text, setText] = useState("");
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  const recording = voice.phase !== "idle";
  const disabled = waiting || recording || Boolean(blocked);

  // Disabling the box drops its focus; give it back when the reply is in.
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [disabled]);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !text.trim()) return;
    refocus.current = document.activeElement === input.current;
    if (onSend(text)) setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <StyledForm onSubmit={submit} aria-label="Send a message to Ria">
      <VisuallyHidden as="label" htmlFor={inputId}>
        Message Ria
      </VisuallyHidden>
      <StyledBox $disabled={disabled}>
        <StyledInput
          ref={input}
          id={inputId}
          rows={1}
          value={recording ? voice.heard : text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={blocked ? "Daily limit reached" : recording ? "Listening…" : "Ask Ria to remind, schedule, list or draft…"}
          aria-describedby={hintId}
        />
        <VoiceButton voice={voice} disabled={waiting || Boolean(blocked)} />
        <StyledSend type="submit" aria-label="Send message" disabled={disabled || !text.trim()}>
          <SendHorizontal size={18} aria-hidden="true" />
        </StyledSend>
      </StyledBox>
      <StyledHint id={hintId} role="status" $recording={recording}>
        {voice.phase === "recording" && "● Recording… release to send"}
        {voice.phase === "starting" && "Checking your microphone…"}
        {blocked && voice.phase === "idle" && blocked}
        {!blocked && voice.phase === "idle" && "Enter to send · Shift+Enter for a new line · Hold the microphone to speak"}
      </StyledHint>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledBox = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledInput = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  max-height: 10rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border: none;
  background: transparent;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  resize: none;
  &:focus {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSend = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const StyledHint = styled.p<{ $recording: boolean }>`
  color: ${({ theme, $recording }) => ($recording ? theme.colors.error : theme.colors.textSubtle)};
  font-weight: ${({ theme, $recording }) => ($recording ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
