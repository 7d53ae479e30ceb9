/** The personal bests follow the engine's result rules: the same results count, and rank the same way, as on a leaderboard. */
import { expect } from '@open-wc/testing';
import { Game, MODE_NAMES, counts, isBetter, rankValue } from '../../../src/engine/index.js';
import type { EndReason } from '../../../src/engine/index.js';
import { Bests } from '../../../src/element/results/bests.js';

const REASONS: EndReason[] = ['block-out', 'lock-out', 'goal', 'time'];

/** An ultra that scores a Tetris, then tops out (lock out) long before its time is up. */
function toppedOutUltra(): Game {
  const game = new Game({ mode: 'ultra', board: Array<string>(20).fill('XXXXXXXXX.'), queue: ['I', 'O', 'O', 'O'], handling: { are: false } });
  game.press('cw');
  while (game.press('right').ok);
  game.press('hardDrop');
  for (let guard = 0; game.over === null && guard < 100; guard++) {
    if (game.active) game.press('hardDrop');
    else game.tick();
  }
  return game;
}

describe('personal bests and the result rules', () => {
  it('a result sets a first best exactly when the engine counts it, on every mode and end', () => {
    for (const mode of MODE_NAMES) {
      for (const reason of REASONS) {
        for (const score of [0, 1500]) {
          const detail = { mode, goal: null, reason, time: 61000, score };
          const { isNew } = new Bests().record('', detail);
          expect(isNew, `${mode} ${reason} score ${score}`).to.equal(counts(detail));
        }
      }
    }
  });

  it('a result beats the best exactly when the engine ranks it better', () => {
    for (const mode of MODE_NAMES) {
      const reason = mode === 'sprint' ? 'goal' : mode === 'ultra' ? 'time' : 'lock-out';
      for (const [time, score] of [[50000, 900], [61000, 1500], [70000, 2000]]) {
        const bests = new Bests();
        const first = { mode, goal: 7, reason, time: 61000, score: 1500 } as const;
        bests.record('', first);
        const next = { mode, goal: 7, reason, time, score } as const;
        const expected = counts(next) && isBetter(mode, rankValue(next)!, rankValue(first));
        expect(bests.record('', next).isNew, `${mode} ${time} ${score}`).to.equal(expected);
      }
    }
  });

  it('an ultra that topped out keeps its score as a best', () => {
    const game = toppedOutUltra();
    expect([game.over, game.score > 0]).to.deep.equal(['lockOut', true]);
    const bests = new Bests();
    expect(bests.finish('', game)).to.equal(null);
    expect(bests.last!.isNew).to.equal(true);
    expect(bests.get('', 'ultra', 120)).to.equal(game.score);
  });
});
