/**
 * One note of a synthesized sound: MIDI note number, start and length in seconds, wave, the MIDI
 * note it slides to (0: none) and peak gain.
 */
export type Note = readonly [note: number, at: number, length: number, wave?: OscillatorType, slideTo?: number, gain?: number];

/** Frequency in Hz of a MIDI note number (69 = A4 = 440 Hz). */
export const hz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * Plays one note into `out` at context time `time`: an oscillator through a gain envelope with a
 * 5 ms attack (no click) and an exponential decay, so short blips and held tones share one voice.
 */
export function tone(ctx: BaseAudioContext, out: AudioNode, time: number, [note, at, length, wave = 'square', slideTo = 0, gain = 0.2]: Note): void {
  const start = time + at;
  const end = start + length;
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = wave;
  osc.frequency.setValueAtTime(hz(note), start);
  if (slideTo) osc.frequency.exponentialRampToValueAtTime(hz(slideTo), end);
  env.gain.setValueAtTime(0, start);
  env.gain.linearRampToValueAtTime(gain, start + 0.005);
  env.gain.exponentialRampToValueAtTime(0.001, end);
  osc.connect(env).connect(out);
  osc.start(start);
  osc.stop(end);
}
