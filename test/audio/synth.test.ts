import { expect } from '@open-wc/testing';
import { hz, tone } from '../../src/audio/synth.js';
import { SAMPLE_RATE, peak } from './helpers.js';

/** Zero crossings of the rendering between `from` and `to` seconds: twice the frequency per second. */
function crossings(buffer: AudioBuffer, from: number, to: number): number {
  const data = buffer.getChannelData(0);
  let count = 0;
  for (let i = Math.floor(from * SAMPLE_RATE) + 1; i < to * SAMPLE_RATE; i++) if (data[i - 1] < 0 !== data[i] < 0) count++;
  return count;
}

describe('synth', () => {
  it('hz: MIDI 69 is A4 = 440 Hz and 12 semitones double it', () => {
    expect(hz(69)).to.equal(440);
    expect(hz(81)).to.equal(880);
    expect(hz(60)).to.be.closeTo(261.63, 0.01);
  });

  it('a note sounds from its start to its end, at its pitch, and is silent around it', async () => {
    const ctx = new OfflineAudioContext(1, SAMPLE_RATE / 2, SAMPLE_RATE);
    tone(ctx, ctx.destination, 0.1, [69, 0.05, 0.2, 'sine', 0, 0.5]);
    const buffer = await ctx.startRendering();
    expect(peak(buffer, 0, 0.15)).to.equal(0);
    expect(peak(buffer, 0.16, 0.25)).to.be.within(0.1, 0.5);
    expect(peak(buffer, 0.36)).to.equal(0);
    // 440 Hz: 88 crossings in 0.1 s.
    expect(crossings(buffer, 0.16, 0.26)).to.be.within(86, 90);
  });

  it('a slide glides to its target pitch', async () => {
    const ctx = new OfflineAudioContext(1, SAMPLE_RATE / 2, SAMPLE_RATE);
    tone(ctx, ctx.destination, 0, [57, 0, 0.5, 'sine', 69, 0.5]);
    const buffer = await ctx.startRendering();
    const start = crossings(buffer, 0.01, 0.06);
    const end = crossings(buffer, 0.44, 0.49);
    expect(end / start).to.be.within(1.7, 2.1); // 220 Hz up to 440 Hz
  });
});
