import { expect } from '@open-wc/testing';
import { SOUNDS, type SoundName } from '../../src/audio/sound-effects.js';
import { tone } from '../../src/audio/synth.js';
import { SAMPLE_RATE, peak } from './helpers.js';

describe('sound effects', () => {
  for (const [name, notes] of Object.entries(SOUNDS) as [SoundName, (typeof SOUNDS)[SoundName]][]) {
    it(`${name}: audible, not clipping, and over when its last note ends`, async () => {
      const ctx = new OfflineAudioContext(1, SAMPLE_RATE * 1.5, SAMPLE_RATE);
      for (const note of notes) tone(ctx, ctx.destination, 0, note);
      const buffer = await ctx.startRendering();
      const end = Math.max(...notes.map(([, at, length]) => at + length));
      expect(end, 'short enough to overlap the game').to.be.below(1.6);
      expect(peak(buffer, 0, end)).to.be.within(0.05, 1);
      expect(peak(buffer, end + 0.01)).to.equal(0);
    });
  }

  it('line clears sound bigger the more lines', () => {
    const sizes = ([1, 2, 3, 4] as const).map((n) => SOUNDS[`clear${n}`].length);
    expect(sizes).to.deep.equal([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).to.equal(4);
  });
});
