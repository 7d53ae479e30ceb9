/** The result rules: end-reason names, game time, pieces per second, how each mode ranks and which results count. */
import { expect } from '@open-wc/testing';
import {
  END_REASONS,
  MODE_NAMES,
  RESULT_RULES,
  counts,
  endReason,
  gameTime,
  isBetter,
  piecesPerSecond,
  rankOf,
  rankValue,
  record,
  resultOf,
  verify,
} from '../../src/engine/index.js';
import type { EndReason, Mode } from '../../src/engine/index.js';

const REASONS: (EndReason | null)[] = ['block-out', 'lock-out', 'goal', 'time', null];

describe('result rules', () => {
  it('names the ends', () => {
    expect(END_REASONS).to.deep.equal({ blockOut: 'block-out', lockOut: 'lock-out', goal: 'goal', time: 'time' });
    expect([endReason('lockOut'), endReason(null)]).to.deep.equal(['lock-out', null]);
  });

  it('counts game time and pieces per second in frames at 60 Hz', () => {
    expect([gameTime(0), gameTime(1), gameTime(60), gameTime(7201)]).to.deep.equal([0, 17, 1000, 120017]);
    expect([piecesPerSecond(0, 0), piecesPerSecond(5, 0), piecesPerSecond(3, 60), piecesPerSecond(7, 100), piecesPerSecond(100, 2743)]).to.deep.equal([0, 0, 3, 4.2, 2.19]);
  });

  it('ranks sprint and dig by time and the other modes by score', () => {
    expect(MODE_NAMES.map(rankOf)).to.deep.equal(MODE_NAMES.map((mode) => (mode === 'sprint' || mode === 'dig' ? 'time' : 'score')));
    expect(Object.keys(RESULT_RULES)).to.deep.equal([...MODE_NAMES]);
  });

  it('counts a sprint or dig that reached its goal, an ultra that ran out of time or topped out, any ended marathon, never zen', () => {
    const counted: Record<Mode, (EndReason | null)[]> = {
      sprint: ['goal'],
      ultra: ['block-out', 'lock-out', 'time'],
      marathon: ['block-out', 'lock-out', 'goal'],
      zen: [],
      dig: ['goal'],
    };
    for (const mode of MODE_NAMES) {
      for (const reason of REASONS) {
        const result = { mode, reason, score: 1200, time: 65000 };
        expect(counts(result), `${mode} ${reason}`).to.equal(counted[mode].includes(reason));
        expect(rankValue(result), `${mode} ${reason}`).to.equal(counts(result) ? (mode === 'sprint' || mode === 'dig' ? 65000 : 1200) : null);
      }
    }
    expect(counts({ mode: 'marathon', reason: 'block-out', score: 0, time: 5000 }), 'a score of 0').to.equal(false);
    expect(counts({ mode: 'sprint', reason: 'goal', score: 0, time: 5000 }), 'a sprint without points').to.equal(true);
  });

  it('compares figures: lower time, higher score; a tie does not beat, anything beats none', () => {
    expect([isBetter('sprint', 50000, 60000), isBetter('sprint', 60000, 50000), isBetter('sprint', 50000, 50000)]).to.deep.equal([true, false, false]);
    expect([isBetter('ultra', 900, 800), isBetter('ultra', 800, 900), isBetter('marathon', 800, 800)]).to.deep.equal([true, false, false]);
    expect(isBetter('marathon', 1, null)).to.equal(true);
  });

  it('resultOf(game) is what verify() reports of its replay', () => {
    const rec = record({ mode: 'ultra', goal: 2, seed: 8 });
    for (let f = 0; f < 200; f++) {
      if (f % 15 === 0) rec.press('hardDrop');
      rec.tick();
    }
    const result = resultOf(rec.game);
    expect(result).to.include({ mode: 'ultra', goal: 2, reason: 'time', frames: 120, time: 2000 });
    expect({ ...result, ranked: true }).to.deep.equal(verify(rec.replay));
  });
});
