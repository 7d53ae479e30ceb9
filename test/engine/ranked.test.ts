/** Ranked games: only the ranked options and a log of inputs; everything else is a practice game. */
import { expect } from '@open-wc/testing';
import { record, unrankedField, verify } from '../../src/engine/index.js';
import type { ReplayData } from '../../src/engine/index.js';

const EMPTY = '..........';
const FORGED_SPRINT = { v: 2, options: { mode: 'sprint', lines: 39, board: [...Array<string>(19).fill(EMPTY), 'XXXXXX....'], queue: ['I'] }, log: 'RRRD' };
const FORGED_MARATHON = {
  v: 2,
  options: { mode: 'marathon', level: 99, lines: 9999, combo: 9999, backToBack: true, board: [...Array<string>(19).fill(EMPTY), 'XXXXXX....'], queue: ['I'] },
  log: 'CRRRRRDt30',
};

function ranked(replay: unknown): () => unknown {
  return () => verify(replay, { ranked: true });
}

describe('ranked games', () => {
  it('a forged start is verified as practice, and refused as ranked with a RangeError naming the field', () => {
    expect(verify(FORGED_SPRINT)).to.include({ lines: 40, reason: 'goal', ranked: false });
    expect(ranked(FORGED_SPRINT)).to.throw(RangeError, 'replay.options.lines');
    expect(verify(FORGED_MARATHON).ranked).to.equal(false);
    expect(ranked(FORGED_MARATHON)).to.throw(RangeError, 'replay.options.lines');
  });

  it('a setActive in the log is refused as ranked, naming where it is', () => {
    const replay = { v: 2, options: {}, log: 't10(T00,5)t' };
    expect(verify(replay).ranked).to.equal(false);
    expect(ranked(replay)).to.throw(RangeError, 'replay.log setActive at 3');
  });

  it('each practice option, on its own, makes a game unranked', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ board: [...Array<string>(19).fill(EMPTY), 'X.........'] }, 'replay.options.board'],
      [{ hiddenRows: ['X.........'] }, 'replay.options.hiddenRows'],
      [{ queue: ['I'] }, 'replay.options.queue'],
      [{ hold: 'T' }, 'replay.options.hold'],
      [{ active: { type: 'T', rotation: '0', x: 3, y: 0 } }, 'replay.options.active'],
      [{ lines: 1 }, 'replay.options.lines'],
      [{ combo: 0 }, 'replay.options.combo'],
      [{ backToBack: true }, 'replay.options.backToBack'],
      [{ handling: { lockDelay: 600 } }, 'replay.options.handling.lockDelay'],
      [{ handling: { lockResets: 0 } }, 'replay.options.handling.lockResets'],
    ];
    for (const [options, field] of cases) {
      expect(unrankedField({ options, log: 't' }), field).to.equal(field);
      expect(ranked({ v: 2, options, log: 't' }), field).to.throw(RangeError, field);
    }
  });

  it('a handling change in the log may change the preferences, not the rules', () => {
    expect(unrankedField({ options: {}, log: 't{"das":4,"arr":0,"softDrop":0,"are":false,"initialRotation":false,"initialHold":false}t' })).to.equal(null);
    expect(unrankedField({ options: {}, log: 't{"lockDelay":30,"lockResets":15}' })).to.equal(null);
    expect(ranked({ v: 2, options: {}, log: 't{"das":4}t{"lockDelay":60}t' })).to.throw(RangeError, 'replay.log setHandling at 11 (lockDelay)');
  });

  it('a recorded game with mode, goal, seed, level and handling is ranked, defaults spelled out or not', () => {
    // A marathon keeps its starting level when ranked (a ranked sprint or ultra starts at level 1).
    const rec = record({ mode: 'marathon', goal: 10, seed: 4, level: 7, handling: { das: 8, arr: 0, are: false, lockDelay: 30 } });
    for (let f = 0; f < 600 && !rec.game.over; f++) {
      if (f % 20 === 0) rec.down('hardDrop');
      if (f % 20 === 1) rec.up('hardDrop');
      if (f === 50) rec.setHandling({ softDrop: 0 });
      rec.tick(f % 40 < 5 ? { right: true } : undefined);
    }
    expect(verify(rec.replay, { ranked: true }).ranked).to.equal(true);
    const spelledOut: ReplayData = { ...rec.replay, options: { ...rec.replay.options, lines: 0, combo: -1, backToBack: false, queue: [], hold: null } };
    expect(verify(spelledOut, { ranked: true }).ranked).to.equal(true);
    expect(verify({ v: 2, options: { mode: 'marathon', goal: null }, log: 't' }, { ranked: true }).ranked).to.equal(true);
  });

  it('checks the ranked switch itself', () => {
    expect(() => verify({ v: 2, options: {}, log: '' }, { ranked: 'yes' as unknown as boolean })).to.throw(TypeError, 'ranked');
  });
});
