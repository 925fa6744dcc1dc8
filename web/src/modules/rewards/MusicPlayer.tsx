import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { DEFAULT_VOLUME, playTrack, TRACKS } from "./music";
import { RewardsPanel } from "./RewardsPanel";

/** A music player with four generated tracks and a volume that starts at 0.7; silent until asked. */
export function MusicPlayer() {
  const [track, setTrack] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const player = useRef<ReturnType<typeof playTrack> | null>(null);
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
      <StyledRow>
        <label>
          Track{" "}
          <select value={track} onChange={(event) => setTrack(Number(event.target.value))}>
            {TRACKS.map((item, index) => <option key={item.name} value={index}>{item.name}</option>)}
          </select>
        </label>
        <Button size="sm" variant="secondary" onClick={() => setPlaying((value) => !value)} aria-pressed={playing}>
          {playing ? "Pause music" : "Play music"}
        </Button>
        <label>
          Volume{" "}
          <input type="range" min={0} max={1} step={0.1} value={volume} onChange={(event) => setVolume(Number(event.target.value))} />
        </label>
      </StyledRow>
    </RewardsPanel>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
