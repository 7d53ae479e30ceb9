/** `verify()`: a replay played headlessly to the result it really reaches, bounded and strict. */
import { expect } from '@open-wc/testing';
import { Rng, record, replay, verify } from '../../src/engine/index.js';
import type { Action, GameOptions, ReplayData } from '../../src/engine/index.js';
import { SCENARIOS, recordScenario } from './golden-games.js';

/** A recorded game driven by seeded down/up events until it tops out or `frames` pass. */
function played(seed: number, frames: number) {
  const rec = record({ seed });
  const rng = new Rng(seed);
  const buttons: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];
  for (let f = 0; f < frames && !rec.game.over; f++) {
    if (rng.nextInt(6) === 0) {
      const b = buttons[rng.nextInt(buttons.length)];
      if (rng.nextInt(2) === 0) rec.down(b);
      else rec.up(b);
    }
    rec.tick();
  }
  return rec;
}

describe('verify()', () => {
  it('reports what the replay really reaches: mode, goal, score, lines, level, pieces, time, frames, reason', () => {
    const rec = played(5, 20000);
    const g = rec.game;
    expect(g.over).to.not.equal(null);
    expect(verify(rec.replay)).to.deep.equal({
      mode: 'marathon', goal: null, score: g.score, lines: g.lines, level: g.level, pieces: g.pieces,
      time: Math.round((g.frame * 1000) / 60), frames: g.frame, reason: g.over === 'lockOut' ? 'lock-out' : 'block-out', ranked: true,
    });
  });

  it('verifies the golden games to their scores, from objects and from JSON text', () => {
    for (const scenario of SCENARIOS.slice(2, 4)) {
      const rec = recordScenario(scenario);
      const result = verify(JSON.stringify(rec));
      expect([result.score, result.lines, result.pieces, result.reason]).to.deep.equal([rec.game.score, rec.game.lines, rec.game.pieces, null]);
    }
  });

  it('ignores any result the replay claims', () => {
    const rec = played(6, 3000);
    const forged = { ...rec.replay, score: 999999, lines: 150, result: { score: 999999 } };
    expect(verify(forged).score).to.equal(rec.game.score);
  });

  it('a truncated log verifies to the shorter game, with reason null', () => {
    const rec = played(7, 20000);
    const { log } = rec.replay;
    const cut = log.slice(0, log.lastIndexOf('t', log.length >> 1));
    const result = verify({ v: 2, options: rec.replay.options, log: cut });
    expect(result.reason).to.equal(null);
    expect(result.frames).to.be.lessThan(rec.game.frame);
  });

  it('rejects malformed replays with a TypeError naming the field', () => {
    const ok: ReplayData = { v: 2, options: {}, log: 't10' };
    expect(() => verify(null)).to.throw(TypeError, 'replay');
    expect(() => verify('{"v":2,')).to.throw(TypeError, 'JSON');
    expect(() => verify({ ...ok, v: 7 })).to.throw(TypeError, 'replay.v');
    expect(() => verify({ ...ok, log: 42 })).to.throw(TypeError, 'replay.log');
    expect(() => verify({ ...ok, options: 'fast' })).to.throw(TypeError, 'replay.options');
    expect(() => verify({ ...ok, log: 't10?' })).to.throw(TypeError, 'unexpected');
    expect(() => verify({ ...ok, log: 't10(TR3,' })).to.throw(TypeError, 'unterminated');
    expect(() => verify({ ...ok, options: { level: 'x' } })).to.throw(TypeError, 'level');
    expect(() => verify({ ...ok, options: { seed: -1 } })).to.throw(RangeError, 'seed');
    expect(() => verify({ ...ok, frames: 11 })).to.throw(RangeError, 'replay.frames');
  });

  it('skips whatever the log holds after the game ended, a setActive included', () => {
    const start: GameOptions = { mode: 'sprint', lines: 39, board: [...Array<string>(19).fill('..........'), 'XXXXXX....'], queue: ['I'] };
    const ended = verify({ v: 2, options: start, log: 'RRRD' });
    expect(ended.reason).to.equal('goal');
    expect(verify({ v: 2, options: start, log: 'RRRD(T00,5)t30(I03,3){"das":1}L' })).to.deep.equal(ended);
    expect(replay({ v: 2, options: start, log: 'RRRDt(T00,5)' }).over).to.equal('goal');
  });

  it('throws only TypeError or RangeError: a bad setActive, bad handling JSON, a replay that is not JSON data', () => {
    const cyclic: Record<string, unknown> = { v: 2, options: {}, log: '' };
    cyclic.self = cyclic;
    const cases: [unknown, typeof TypeError | typeof RangeError, string][] = [
      [{ v: 2, options: {}, log: 't(T00,99)' }, RangeError, 'setActive'],
      [{ v: 2, options: {}, log: 't(Q00,5)' }, RangeError, 'setActive'],
      [{ v: 2, options: {}, log: 't(T00,5' }, TypeError, 'unterminated'],
      [{ v: 2, options: {}, log: 't{das:3}' }, TypeError, 'setHandling'],
      [{ v: 2, options: {}, log: 't{"das":-3}' }, RangeError, 'das'],
      [cyclic, TypeError, 'JSON'],
      [{ v: 2, options: {}, log: '', big: 10n }, TypeError, 'JSON'],
      [undefined, TypeError, 'replay'],
    ];
    for (const [input, type, words] of cases) expect(() => verify(input), words).to.throw(type, words);
    expect(() => replay({ v: 1, options: {}, log: 'a3?' })).to.throw(TypeError, 'replay.log');
  });

  it('rejects oversized replays with a RangeError before playing', () => {
    expect(() => verify({ v: 1, options: {}, log: 'a1000000000' })).to.throw(RangeError);
    expect(() => verify({ v: 2, options: {}, log: 't432001' })).to.throw(RangeError, '432000 frames');
    expect(() => verify({ v: 2, options: {}, log: 't61' }, { maxFrames: 60 })).to.throw(RangeError);
    expect(verify({ v: 2, options: {}, log: 't60' }, { maxFrames: 60 }).frames).to.equal(60);
    expect(() => verify({ v: 2, options: {}, log: 'L'.repeat(2000) }, { maxBytes: 1000 })).to.throw(RangeError, 'limit');
    expect(() => verify(JSON.stringify({ v: 2, options: {}, log: 't1' }), { maxBytes: 10 })).to.throw(RangeError, 'limit');
    expect(() => verify({ v: 2, options: {}, log: '' }, { maxFrames: -1 })).to.throw(RangeError, 'maxFrames');
  });
});
