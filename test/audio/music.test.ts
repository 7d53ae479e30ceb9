import { expect } from '@open-wc/testing';
import { BASS_ROOTS, Music, SONG, tempo } from '../../src/audio/music.js';
import { countingContext, peak } from './helpers.js';

describe('music', () => {
  it('Korobeiniki: opens E5 B4 C5 D5, and every bar is 8 eighths with a bass root', () => {
    expect(SONG.filter(([note]) => note).slice(0, 4).map(([note]) => note)).to.deep.equal([76, 71, 72, 74]);
    expect(SONG.reduce((sum, [, length]) => sum + length, 0)).to.equal(SONG.length);
    expect(SONG.length).to.equal(BASS_ROOTS.length * 8);
    // The last bar is a held G#5.
    expect(SONG.at(-8)).to.deep.equal([80, 8]);
  });

  it('tempo rises with the level, up to a limit', () => {
    expect(tempo(1)).to.be.below(tempo(2));
    expect(tempo(5)).to.be.below(tempo(10));
    expect(tempo(20)).to.equal(240);
  });

  it('schedules notes ahead on the audio clock, faster at higher levels, and loops', () => {
    const steps = (level: number, seconds: number) => {
      const ctx = countingContext();
      const music = new Music(ctx, ctx.destination);
      music.level = level;
      music.start();
      music.schedule(seconds);
      music.stop();
      return { step: music.step, notes: ctx.notes };
    };
    const slow = steps(1, 10);
    const fast = steps(10, 10);
    expect(fast.step).to.be.greaterThan(slow.step * 1.4);
    expect(slow.notes).to.be.greaterThan(slow.step); // bass on every step, melody on some
    const loop = (SONG.length * 30) / tempo(1);
    const wrapped = steps(1, loop + 5);
    expect(wrapped.step).to.be.within(15, 30);
  });

  it('plays into its destination, and stop() silences it at once', async () => {
    const playing = countingContext(1);
    const music = new Music(playing, playing.destination);
    music.start();
    music.schedule(1);
    expect(peak(await playing.startRendering())).to.be.greaterThan(0.02);
    music.stop();

    const stopped = countingContext(1);
    const silent = new Music(stopped, stopped.destination);
    silent.start();
    silent.schedule(1);
    silent.stop();
    expect(stopped.notes).to.be.greaterThan(0);
    expect(peak(await stopped.startRendering())).to.equal(0);
  });
});
