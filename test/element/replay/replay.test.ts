import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TetrisGame } from '../../../src/index.js';
import { replay, verify } from '../../../src/engine/index.js';
import { playingFixture } from '../helpers.js';

/** Key events of a short game, at ms after the start: taps, holds with auto-shift, soft drop, hold, rotations. */
const SCRIPT: readonly (readonly [number, 'down' | 'up', string])[] = [
  [40, 'down', 'ArrowLeft'], [48, 'up', 'ArrowLeft'], [55, 'down', 'ArrowLeft'], [61, 'up', 'ArrowLeft'],
  [90, 'down', 'Space'], [95, 'up', 'Space'],
  // During the entry delay: a rotation and a tap, for the next piece.
  [150, 'down', 'ArrowUp'], [160, 'up', 'ArrowUp'], [170, 'down', 'ArrowRight'], [178, 'up', 'ArrowRight'],
  [500, 'down', 'ArrowRight'], [900, 'up', 'ArrowRight'],
  [950, 'down', 'ArrowDown'], [1300, 'up', 'ArrowDown'],
  [1400, 'down', 'KeyC'], [1405, 'up', 'KeyC'],
  [1500, 'down', 'KeyZ'], [1507, 'up', 'KeyZ'], [1510, 'down', 'ArrowLeft'], [1514, 'up', 'ArrowLeft'],
  [1520, 'down', 'ArrowLeft'], [1524, 'up', 'ArrowLeft'], [1600, 'down', 'Space'], [1604, 'up', 'Space'],
  [2000, 'down', 'ArrowUp'], [2003, 'up', 'ArrowUp'], [2004, 'down', 'ArrowUp'], [2007, 'up', 'ArrowUp'],
  [2100, 'down', 'Space'], [2110, 'up', 'Space'],
];

/** Plays {@link SCRIPT} with real key events on a `hz` display; returns the element. */
async function play(hz: number): Promise<TetrisGame> {
  const { el, scheduler } = await playingFixture('seed="42"', []);
  const t0 = scheduler.now();
  for (const [at, type, key] of SCRIPT) {
    scheduler.runTo(t0 + at, hz);
    await sendKeys(type === 'down' ? { down: key } : { up: key });
  }
  // 2.5 s is a whole number of display frames at every rate, so every rate ends on the same frame.
  scheduler.runTo(2500, hz);
  return el;
}

describe('<tetris-game> replays', () => {
  it('a game played with real keys replays in the engine to the same board and score', async () => {
    const el = await play(60);
    expect(el.state.board.join('').replace(/\./g, '').length, 'three pieces locked').to.equal(12);
    const game = replay(JSON.parse(JSON.stringify(el.replay)));
    expect(game.rows()).to.deep.equal(el.state.board);
    expect(game.score).to.equal(el.score);
    expect(game.hold).to.equal(el.state.hold);
    expect(game.active?.type).to.equal(el.state.active?.type);
    const verified = verify(el.replay);
    expect(verified.score).to.equal(el.score);
    expect(verified.pieces).to.equal(3);
  });

  it('the same keys at the same times give the same game at 30, 60 and 144 Hz', async () => {
    const at60 = await play(60);
    const expected = { board: at60.state.board, score: at60.score, hold: at60.state.hold, log: at60.replay.log };
    for (const hz of [30, 144]) {
      const el = await play(hz);
      expect({ board: el.state.board, score: el.score, hold: el.state.hold, log: el.replay.log }, `${hz} Hz`).to.deep.equal(expected);
    }
  });
});
