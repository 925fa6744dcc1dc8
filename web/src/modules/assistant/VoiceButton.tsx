import { Mic } from "lucide-react";
import type { KeyboardEvent } from "react";
import styled, { css, keyframes } from "styled-components";
import type { VoiceInput } from "./useVoiceInput";

const HOLD_KEYS = new Set([" ", "Enter"]);

/** Press and hold to speak (pointer, or Space/Enter held); release to stop and send (spec section 2). */
export function VoiceButton({ voice, disabled }: { voice: VoiceInput; disabled: boolean }) {
  const recording = voice.phase === "recording";
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat) voice.start();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    voice.stop();
  };
  return (
    <StyledVoice
      type="button"
      aria-label={recording ? "Recording: release to send" : "Hold to record a voice message"}
      aria-pressed={recording}
      title="Hold to talk"
      $recording={recording}
      disabled={disabled && !recording}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        voice.start();
      }}
      onPointerUp={voice.stop}
      onPointerLeave={voice.stop}
      onPointerCancel={voice.stop}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={voice.stop}
      onContextMenu={(event) => event.preventDefault()}
    >
      <Mic size={18} aria-hidden="true" />
    </StyledVoice>
  );
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 10px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const StyledVoice = styled.button<{ $recording: boolean }>`
  position: relative;
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
  touch-action: none;
  user-select: none;
  -webkit-touch-callout: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${({ $recording, theme }) =>
    $recording &&
    css`
      border-color: ${theme.colors.error};
      background: ${theme.colors.error};
      color: ${theme.colors.textInverse};
      &::after {
        content: "";
        position: absolute;
        inset: 0;
        border-radius: inherit;
        color: ${theme.colors.errorBar};
        animation: ${pulse} 1.4s infinite;
      }
    `}
`;
