/**
 * The page's copy of its game against the element's clock (the engine's FrameClock, as the
 * element runs it), display frame by display frame on made-up timestamps: the copy stays behind
 * the element through stalls, also when a stall comes just after an input.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COUNTDOWN_FRAMES, FrameClock } from '../../../src/engine/index.js';
import { ElementFollower, FOLLOW_MARGIN } from '../element-follower.js';
import { PlayerSession } from '../player-session.js';

const FRAME_MS = 1000 / 60;

/** A round on a page whose display frames come when the test says: the element's clock and the copy following it. */
function round() {
  const session = new PlayerSession(0, () => undefined);
  session.receive({ type: 'round-start', round: 1, seed: 7 });
  const follower = new ElementFollower(session);
  const element = new FrameClock();
  let now = 1000;
  element.advance(now);
  follower.start(now);
  return {
    session,
    element,
    /** Frames the element has counted this round, the countdown's included, as the copy counts its ticks. */
    get elementTicks() {
      return element.frames;
    },
    /** The next display frame comes `frames` frames of time after the last. */
    display(frames = 1) {
      now += frames * FRAME_MS;
      element.advance(now);
      follower.follow(now);
    },
    /** The element's player presses a button now: the copy plays it at the element's frame. */
    press() {
      const frame = element.frames - COUNTDOWN_FRAMES;
      session.input('hardDrop', true, frame);
      session.input('hardDrop', false, frame);
      return element.frames;
    },
  };
}

describe('the page\'s copy of its game', () => {
  it('keeps its margin behind the element on a steady display, and after a stall drops the frames the element drops', () => {
    const r = round();
    for (let i = 0; i < COUNTDOWN_FRAMES + 120; i++) r.display();
    assert.equal(r.session.ticks, r.elementTicks - FOLLOW_MARGIN);
    r.display(45);
    assert.ok(r.session.ticks <= r.elementTicks - FOLLOW_MARGIN, `copy ${r.session.ticks}, element ${r.elementTicks}`);
    for (let i = 0; i < 60; i++) r.display();
    assert.equal(r.session.ticks, r.elementTicks - FOLLOW_MARGIN);
  });

  it('stays behind the element when a stall comes just after an input, and back at its margin once the element has moved on', () => {
    const r = round();
    for (let i = 0; i < COUNTDOWN_FRAMES + 120; i++) r.display();
    const pressedAt = r.press();
    assert.equal(r.session.ticks, pressedAt, 'the copy plays the input where the element did');
    for (const gap of [40, 1, 1, 90, 1, 30]) {
      r.display(gap);
      assert.ok(r.session.ticks <= Math.max(pressedAt, r.elementTicks - FOLLOW_MARGIN), `after a gap of ${gap} frames: copy ${r.session.ticks}, element ${r.elementTicks}`);
    }
    for (let i = 0; i < FOLLOW_MARGIN; i++) r.display();
    assert.equal(r.session.ticks, r.elementTicks - FOLLOW_MARGIN);
  });
});
