import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { StyledSelect } from "../../ui/form-controls";
import { DEFAULT_VOLUME, playTrack, TRACKS } from "./music";
import { RewardsPanel } from "./RewardsPanel";

/** A music player with four generated tracks and a volume that starts at 0.7; silent until asked. */
export function MusicPlayer() {
  const [track, setTrack] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const player = useRef<ReturnType<typeof playTrack> | null>(null);
  const trackId = useId();
  const volumeId = useId();
  useEffect(() => {
    if (!playing) return;
    player.current = playTrack(TRACKS[track]!, volume);
    return () => player.current?.stop();
    // Volume changes live without restarting the track.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, track]);
  useEffect(() => void player.current?.setVolume(volume), [volume]);
  return (
    <RewardsPanel title="Music">
      <StyledFields>
        <StyledField>
          <StyledLabel htmlFor={trackId}>Track</StyledLabel>
          <StyledSelect id={trackId} value={track} onChange={(event) => setTrack(Number(event.target.value))}>
            {TRACKS.map((item, index) => (
              <option key={item.name} value={index}>
                {item.name}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
        <StyledField>
          <StyledLabelRow>
            <StyledLabel htmlFor={volumeId}>Volume</StyledLabel>
            <output htmlFor={volumeId}>{Math.round(volume * 100)}%</output>
          </StyledLabelRow>
          <StyledRange
            id={volumeId}
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
            style={{ "--filled": `${volume * 100}%` } as CSSProperties}
          />
        </StyledField>
        <Button variant="secondary" onClick={() => setPlaying((value) => !value)} aria-pressed={playing}>
          {playing ? "Pause music" : "Play music"}
        </Button>
      </StyledFields>
    </RewardsPanel>
  );
}

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: stretch;
  & > button {
    justify-self: start;
  }
`;
const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const StyledLabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  output {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;
/** A range drawn from the theme: a filled track up to the value (`--filled`) and a round thumb with a focus ring. */
const StyledRange = styled.input`
  width: 100%;
  height: ${({ theme }) => theme.sizes.tapTarget};
  margin: 0;
  background: transparent;
  appearance: none;
  cursor: pointer;
  &::-webkit-slider-runnable-track {
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.accent} var(--filled),
      ${({ theme }) => theme.colors.surfaceSunken} var(--filled)
    );
  }
  &::-moz-range-track {
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &::-moz-range-progress {
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
  }
  &::-webkit-slider-thumb {
    width: ${({ theme }) => theme.space.xl};
    height: ${({ theme }) => theme.space.xl};
    margin-top: calc((${({ theme }) => theme.space.sm} - ${({ theme }) => theme.space.xl}) / 2);
    border: ${({ theme }) => theme.borders.focusRing} ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    appearance: none;
  }
  &::-moz-range-thumb {
    width: ${({ theme }) => theme.space.xl};
    height: ${({ theme }) => theme.space.xl};
    border: ${({ theme }) => theme.borders.focusRing} ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:focus-visible::-moz-range-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
