import { SoundController } from '../../src/audio/sound-controller.js';
import type { SoundName } from '../../src/audio/sound-effects.js';

export const SAMPLE_RATE = 22050;

/** Largest absolute sample between `from` and `to` seconds. */
export function peak(buffer: AudioBuffer, from = 0, to = buffer.duration): number {
  const data = buffer.getChannelData(0);
  let max = 0;
  for (let i = Math.floor(from * SAMPLE_RATE); i < Math.min(data.length, to * SAMPLE_RATE); i++) max = Math.max(max, Math.abs(data[i]));
  return max;
}

/** An offline context `seconds` long that counts the notes (oscillators) scheduled on it. */
export function countingContext(seconds = 1): OfflineAudioContext & { notes: number } {
  const ctx = Object.assign(new OfflineAudioContext(1, seconds * SAMPLE_RATE, SAMPLE_RATE), { notes: 0 });
  const create = ctx.createOscillator.bind(ctx);
  ctx.createOscillator = () => {
    ctx.notes++;
    return create();
  };
  return ctx;
}

/**
 * Spies on sound: `factory` for the element's `audioContextFactory` makes counting offline
 * contexts (kept in `contexts`), and `played` lists each sound that actually scheduled notes.
 * Call `restore()` after the test.
 */
export function audioSpy() {
  const contexts: ReturnType<typeof countingContext>[] = [];
  const played: SoundName[] = [];
  const notes = () => contexts.reduce((sum, ctx) => sum + ctx.notes, 0);
  const original = SoundController.prototype.play;
  SoundController.prototype.play = function (name: SoundName) {
    const before = notes();
    original.call(this, name);
    if (notes() > before) played.push(name);
  };
  return {
    contexts,
    played,
    notes,
    factory: () => {
      const ctx = countingContext();
      contexts.push(ctx);
      return ctx;
    },
    restore: () => {
      SoundController.prototype.play = original;
    },
  };
}
