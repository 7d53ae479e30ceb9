/** FrameClock: display timestamps to 60 Hz game frames, at any refresh rate, with a catch-up limit. */
import { expect } from '@open-wc/testing';
import { FrameClock } from '../../src/engine/index.js';

/** Frames due at each display frame over `seconds` at `hz`. */
function frames(hz: number, seconds: number, clock = new FrameClock()): number[] {
  const out: number[] = [];
  for (let i = 0; i <= hz * seconds; i++) out.push(clock.advance(1000 + (i * 1000) / hz));
  return out;
}

describe('FrameClock', () => {
  for (const hz of [30, 60, 144]) {
    it(`${hz} Hz: one second of display frames steps exactly 60 game frames`, () => {
      const due = frames(hz, 1);
      expect(due[0], 'the first call starts the clock').to.equal(0);
      expect(due.reduce((a, b) => a + b, 0)).to.equal(60);
    });
  }
  it('30 Hz steps 2 frames per display frame, 60 Hz one, 144 Hz 0 or 1', () => {
    expect(new Set(frames(30, 2).slice(1))).to.deep.equal(new Set([2]));
    expect(new Set(frames(60, 2).slice(1))).to.deep.equal(new Set([1]));
    expect(new Set(frames(144, 2).slice(1))).to.deep.equal(new Set([0, 1]));
  });
  it('ten minutes at 144 Hz do not drift', () => {
    expect(frames(144, 600).reduce((a, b) => a + b, 0)).to.equal(36000);
  });
  it('after a stall it steps at most maxCatchUp frames and goes on from there', () => {
    const clock = new FrameClock(5);
    clock.advance(0);
    expect(clock.advance(10000)).to.equal(5);
    expect(clock.advance(10000 + 1000 / 60)).to.equal(1);
  });
  it('tells the frames reached and the frame of a time; when the clock goes back, counting goes on from the current frame', () => {
    const clock = new FrameClock();
    clock.advance(1000);
    expect(clock.advance(1000 + (5 * 1000) / 60)).to.equal(5);
    expect(clock.frames).to.equal(5);
    expect(clock.frameAt(1000 + (7.5 * 1000) / 60)).to.equal(7);
    expect(clock.advance(500), 'the clock went back').to.equal(0);
    expect(clock.frames).to.equal(5);
    expect(clock.advance(500 + 1000 / 60), 'one frame after the new moment').to.equal(1);
  });
  it('reset() starts again', () => {
    const clock = new FrameClock();
    clock.advance(0);
    clock.advance(100);
    clock.reset();
    expect(clock.advance(5000)).to.equal(0);
    expect(clock.advance(5000 + 50)).to.equal(3);
  });
  it('bad arguments throw', () => {
    expect(() => new FrameClock(0)).to.throw(RangeError, 'maxCatchUp');
    expect(() => new FrameClock().advance(NaN)).to.throw(TypeError, 'now');
  });
});
