/** `canonicalReplay()`: one JSON text per game, whatever encoding of it arrives. */
import { expect } from '@open-wc/testing';
import { Rng, canonicalReplay, canonicalReplayText, record, verify } from '../../src/engine/index.js';
import type { Action, ReplayData } from '../../src/engine/index.js';

const BUTTONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];

/** A game with every kind of input entry (events, levels, presses, a handling change), played to its top out. */
function variedGame(): ReplayData {
  const rec = record({ seed: 21, level: 3, handling: { das: 10 } });
  const rng = new Rng(21);
  for (let f = 0; f < 20000 && !rec.game.over; f++) {
    if (f === 100) rec.setHandling({ softDrop: 1, arr: 2 });
    const roll = rng.nextInt(12);
    if (roll === 0) rec.down(BUTTONS[rng.nextInt(BUTTONS.length)]);
    else if (roll === 1) rec.up(BUTTONS[rng.nextInt(BUTTONS.length)]);
    else if (roll === 2) rec.press(BUTTONS[rng.nextInt(BUTTONS.length)]);
    if (f % 300 < 40) rec.tick({ left: f % 600 < 300, softDrop: true });
    else rec.tick();
  }
  expect(rec.game.over, 'the game ends').to.not.equal(null);
  return rec.replay;
}

/** The log re-spelled entry by entry: `t` as `t1`, runs split in two and written with a leading zero, handling JSON spaced and reordered. */
function respell(log: string): string {
  let out = '';
  for (let i = 0; i < log.length; ) {
    const ch = log[i];
    if (ch === '{' || ch === '(') {
      const end = log.indexOf(ch === '{' ? '}' : ')', i) + 1;
      const text = log.slice(i, end);
      out += ch === '{' ? JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(text) as object).reverse()), null, 1) : text;
      i = end;
    } else if (/[a-ht]/.test(ch)) {
      let j = i + 1;
      while (j < log.length && /\d/.test(log[j])) j++;
      const count = j > i + 1 ? Number(log.slice(i + 1, j)) : 1;
      out += count === 1 ? `${ch}1${ch}0` : `${ch}1${ch}0${count - 1}`;
      i = j;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

describe('canonicalReplay()', () => {
  it('gives one text for the same game encoded five ways, and it verifies to the same result', () => {
    const original = variedGame();
    const { v, options, log } = original;
    const encodings: unknown[] = [
      original,
      // Options reordered with defaults spelled out, top-level keys reordered, as JSON text.
      JSON.stringify({ log, frames: original.frames, options: { handling: { arr: 6, das: 10, lockDelay: 30 }, goal: null, lines: 0, hold: null, queue: [], level: 3, mode: 'marathon', seed: 21 }, v }),
      { v, options, log: respell(log) },
      { v: 1, options, log, score: 999999, result: { lines: 150 }, junk: 'x'.repeat(1000) },
      // Inputs after the game ended change nothing.
      { v, options, log: `${log}t600DL+R-Rt{"das":3}` },
    ];
    const texts = encodings.map((replay) => canonicalReplayText(replay));
    expect(new Set(encodings.map((replay) => JSON.stringify(replay))).size, 'five different encodings').to.equal(5);
    expect(new Set(texts).size).to.equal(1);
    const canonical = JSON.parse(texts[0]) as ReplayData;
    expect(Object.keys(canonical)).to.deep.equal(['v', 'options', 'log', 'frames']);
    expect(canonical.options).to.deep.equal({ seed: 21, level: 3, handling: { das: 10 } });
    expect(verify(canonical)).to.deep.equal(verify(original));
    for (const replay of encodings) expect(verify(replay)).to.deep.equal(verify(original));
  });

  it('writes each entry one way: merged runs, no empty runs, ordered handling, one spelling of a placement', () => {
    const replay = { v: 2, options: { queue: ['T', 'I'] }, log: 't3t0t2a1a0{"arr":1,"das":4}(T0003,-00)t' } as const;
    expect(canonicalReplay(replay).log).to.equal('t5a{"das":4,"arr":1}(T03,0)t');
  });

  it('drops defaults and normalizes the options: goal, boards, handling', () => {
    const board = [...Array<string>(19).fill('..........'), '#I@......T'];
    const canonical = canonicalReplay({
      v: 2,
      options: { mode: 'sprint', goal: 40, board, hiddenRows: ['..........', '.........Z'], combo: -1, backToBack: false, handling: { are: true, arr: 0 } },
      log: '',
    });
    expect(canonical).to.deep.equal({
      v: 2,
      options: { mode: 'sprint', board: [...board.slice(0, 19), 'XIX......T'], hiddenRows: ['.........Z'], handling: { arr: 0 } },
      log: '',
      frames: 0,
    });
    const empty = canonicalReplay({ v: 2, options: { mode: 'marathon', goal: null, seed: 0, level: 1, board: Array<string>(20).fill('..........'), hiddenRows: ['..........'] }, log: '' });
    expect(empty.options).to.deep.equal({});
  });

  it('rejects what verify() rejects, with the same errors', () => {
    expect(() => canonicalReplay(null)).to.throw(TypeError, 'replay');
    expect(() => canonicalReplay({ v: 2, options: {}, log: 't?' })).to.throw(TypeError, 'replay.log');
    expect(() => canonicalReplay({ v: 2, options: { level: 0 }, log: '' })).to.throw(RangeError, 'level');
    expect(() => canonicalReplay({ v: 2, options: {}, log: 't61' }, { maxFrames: 60 })).to.throw(RangeError, '60 frames');
    expect(() => canonicalReplay({ v: 2, options: {}, log: 'L'.repeat(100) }, { maxBytes: 50 })).to.throw(RangeError, 'limit');
  });
});
