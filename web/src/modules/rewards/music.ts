/** Four tracks generated in the browser (Web Audio API): nothing is fetched. Notes are MIDI numbers. */
export const TRACKS = [
  { name: "Morning Brief", tempo: 96, wave: "sine", notes: [60, 64, 67, 72, 67, 64] },
  { name: "Boardroom Calm", tempo: 72, wave: "triangle", notes: [57, 60, 64, 62, 60, 55] },
  { name: "Deal Closed", tempo: 120, wave: "square", notes: [64, 67, 71, 76, 71, 67, 72, 76] },
  { name: "Monsoon Focus", tempo: 84, wave: "sine", notes: [62, 65, 69, 74, 72, 69] },
] as const satisfies ReadonlyArray<{ name: string; tempo: number; wave: OscillatorType; notes: readonly number[] }>;

export const DEFAULT_VOLUME = 0.7;

/** Plays a track in a loop until `stop` is called; `setVolume` changes it live. */
export function playTrack(track: (typeof TRACKS)[number], volume: number) {
  const context = new AudioContext();
  const gain = context.createGain();
  gain.gain.value = volume * 0.2; // synthesised waves are loud: 0.7 on the slider is a comfortable level
  gain.connect(context.destination);
  const beat = 60 / track.tempo;
  let next = context.currentTime;
  let index = 0;
  const schedule = () => {
    while (next < context.currentTime + 1) {
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = track.wave;
      oscillator.frequency.value = 440 * 2 ** ((track.notes[index % track.notes.length]! - 69) / 12);
      envelope.gain.setValueAtTime(1, next);
      envelope.gain.exponentialRampToValueAtTime(0.001, next + beat * 0.9);
      oscillator.connect(envelope).connect(gain);
      oscillator.start(next);
      oscillator.stop(next + beat);
      next += beat;
      index++;
    }
  };
  schedule();
  const timer = setInterval(schedule, 250);
  return {
    setVolume: (value: number) => (gain.gain.value = value * 0.2),
    stop: () => (clearInterval(timer), void context.close()),
  };
}
