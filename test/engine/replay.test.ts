/**
 * Golden replays: scripted games (seeded random inputs and a greedy bot, on presses and levels or
 * on down/up events) recorded through `record()`, with final score, lines and board pasted in as
 * golden values (computed once by running these same scenarios). Each must also replay exactly
 * from its JSON.
 */
import { expect } from '@open-wc/testing';
import { Game, ReplayPlayer, Rng, record, replay } from '../../src/engine/index.js';
import type { Action, PieceType, ReplayData, TopOut } from '../../src/engine/index.js';
import { EMPTY } from './helpers.js';
import { SCENARIOS, recordScenario } from './golden-games.js';

interface Golden {
  score: number;
  lines: number;
  level: number;
  pieces: number;
  frame: number;
  over: TopOut | null;
  rows: string[];
}

const GOLDEN: Record<string, Golden> = {
  'random inputs, level 1': {
    score: 366, lines: 0, level: 1, pieces: 20, frame: 1261, over: 'lockOut',
    rows: [
      '...LL.J...',
      '....L.JJJ.',
      '...ZLSS...',
      '..ZZSS....',
      '..Z.L.....',
      '..LLL.....',
      '...OO.....',
      '...OO.....',
      '...JJ.....',
      '...J......',
      '...J......',
      '..TTT.....',
      '...T......',
      'IIIISS..T.',
      '.T.SS..TTT',
      'TTZZ....OO',
      '.T.ZZL..OO',
      '.J.LLL..SS',
      '.JOO...SS.',
      'JJOO..IIII',
    ],
  },
  'random inputs, level 12, custom handling': {
    score: 247, lines: 0, level: 12, pieces: 15, frame: 537, over: 'blockOut',
    rows: [
      '....ZZ....',
      '....OO....',
      '....OO....',
      '....L.....',
      '..LLL.....',
      '....SS....',
      '...SS.....',
      '...IIII...',
      '....ZZ....',
      '.....ZZ...',
      '...T..I...',
      '..TTT.I...',
      '....SSI...',
      '...SS.I...',
      '....LLL...',
      '....L.....',
      '...JJ.....',
      '...JJJJ...',
      'ZZJJOOTTT.',
      '.ZZ.OO.T..',
    ],
  },
  'bot with presses, level 1': {
    score: 20596, lines: 45, level: 5, pieces: 120, frame: 2224, over: null,
    rows: [
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      'T..I.....Z',
      'TT.IOOZZZZ',
      'OOITSZ.IOO',
      'J.JZOOLSSI',
    ],
  },
  'bot with held DAS and soft drop, level 5': {
    score: 31906, lines: 44, level: 5, pieces: 120, frame: 4709, over: null,
    rows: [
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      'S.L.......',
      'SSL.......',
      'JSLLT.....',
      'JJJTTT....',
      'IIIIZZ....',
      'LLL.ZZZOOI',
      'I.TOOJJJJI',
    ],
  },
  'bot from a puzzle start (board, queue, hold, active), no ARE': {
    score: 6910, lines: 24, level: 3, pieces: 60, frame: 57, over: null,
    rows: [
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '...S.....I',
      'LOOSS....I',
      'ISS.ZTJOOT',
      'XXXX.XXXXX',
      'XXXXX.XXXX',
    ],
  },
  'bot on down/up events with initial rotation, level 3': {
    score: 17223, lines: 35, level: 4, pieces: 100, frame: 2743, over: null,
    rows: [
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
      'IOO.......',
      'IOO.......',
      'ITLL......',
      'ITTL.T...J',
      'ITZLTT...J',
      'IZZSST.JJJ',
      'I.ZOOTSJJJ',
      'IZZLLLTSL.',
    ],
  },
};

describe('golden replays', () => {
  for (const scenario of SCENARIOS) {
    describe(scenario.name, () => {
      const rec = recordScenario(scenario);
      const golden = GOLDEN[scenario.name];

      it('ends with the golden score, lines, level, pieces, frame and board', () => {
        const g = rec.game;
        expect({ score: g.score, lines: g.lines, level: g.level, pieces: g.pieces, frame: g.frame, over: g.over, rows: g.rows() }).to.deep.equal(golden);
      });

      it('replays exactly from its JSON text', () => {
        const text = JSON.stringify(rec);
        const data = JSON.parse(text) as ReplayData;
        expect(data.v).to.equal(2);
        expect(data.options).to.deep.equal(JSON.parse(JSON.stringify(scenario.options)));
        const g = replay(text);
        expect({ score: g.score, lines: g.lines, level: g.level, pieces: g.pieces, frame: g.frame, over: g.over, rows: g.rows() }).to.deep.equal(golden);
        expect([g.hold, g.next, g.active]).to.deep.equal([rec.game.hold, rec.game.next, rec.game.active]);
      });

      it('plays back frame by frame with ReplayPlayer', () => {
        const player = new ReplayPlayer(rec.replay);
        let frames = 0;
        while (player.step()) frames++;
        // Ticks after a top out are logged but do not advance the game.
        expect(frames).to.be.at.least(golden.frame);
        expect(player.game.frame).to.equal(golden.frame);
        expect(player.done).to.equal(true);
        expect(player.game.rows()).to.deep.equal(golden.rows);
      });
    });
  }
});

describe('replay format', () => {
  it('logs ticks run-length encoded, presses as letters, setActive in parentheses', () => {
    const rec = record({ seed: 3 });
    for (let i = 0; i < 59; i++) rec.tick();
    rec.press('left');
    rec.tick({ right: true });
    rec.tick({ right: true, softDrop: true });
    rec.press('cw');
    rec.press('ccw');
    rec.press('softDrop');
    rec.press('hold');
    rec.setActive({ type: 'T', rotation: 'R', x: 3, y: -2 });
    rec.press('hardDrop');
    expect(rec.log).to.equal('t59LcgCWSH(TR3,-2)D');
    const g = replay(rec.toJSON());
    expect([g.frame, g.pieces, g.score, g.hold]).to.deep.equal([rec.game.frame, 1, rec.game.score, rec.game.hold]);
    expect(g.rows()).to.deep.equal(rec.game.rows());
  });

  it('records a snapshot of the options', () => {
    const queue: PieceType[] = ['I'];
    const rec = record({ seed: 9, queue });
    queue.push('O');
    expect(rec.replay.options).to.deep.equal({ seed: 9, queue: ['I'] });
  });

  it('rejects malformed replays', () => {
    expect(() => replay({ v: 3, options: {}, log: '' } as unknown as ReplayData)).to.throw(TypeError, 'replay.v');
    expect(() => replay({ v: 2 } as unknown as ReplayData)).to.throw(TypeError, 'replay.log');
    expect(() => replay({ v: 1, options: {}, log: 'a3?' })).to.throw(TypeError, 'replay.log');
    expect(() => replay({ v: 1, options: {}, log: '(TR3,-2' })).to.throw(TypeError, 'replay.log');
  });

  it('a different input log gives a different game (the goldens are sensitive)', () => {
    const rec = recordScenario(SCENARIOS[2]);
    const data = rec.replay;
    const reseeded: Game = replay({ ...data, options: { ...data.options, seed: 2025 } });
    expect(reseeded.rows()).to.not.deep.equal(rec.game.rows());
    const altered: Game = replay({ ...data, log: data.log.replace('C', '') });
    expect(altered.rows()).to.not.deep.equal(rec.game.rows());
  });
});

describe('replay format v2: events, handling and bounds', () => {
  /** A game driven by seeded random down/up events, with a mid-game handling change. */
  function eventGame(seed: number, frames: number) {
    const rec = record({ seed, level: 3 });
    const rng = new Rng(seed);
    const buttons: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];
    for (let f = 0; f < frames && !rec.game.over; f++) {
      if (f === 60) rec.setHandling({ das: 8, arr: 1, softDrop: 1 });
      const events = rng.nextInt(5) === 0 ? 1 + rng.nextInt(3) : 0;
      for (let e = 0; e < events; e++) {
        const b = buttons[rng.nextInt(buttons.length)];
        if (rng.nextInt(2) === 0) rec.down(b);
        else rec.up(b);
      }
      rec.tick();
    }
    return rec;
  }
  const state = (g: Game) => JSON.stringify([g.rows(), g.active, g.score, g.lines, g.frame, g.next, g.hold, g.handling]);

  it('logs down/up with their frames, event ticks and setHandling', () => {
    const rec = record({ seed: 1 });
    rec.tick();
    rec.tick();
    rec.down('left');
    rec.tick();
    rec.up('left');
    rec.down('cw');
    rec.setHandling({ das: 10 });
    rec.tick({ softDrop: true });
    expect(rec.log).to.equal('t2+Lt-L+C{"das":10}e');
    expect(rec.replay).to.deep.equal({ v: 2, options: { seed: 1 }, log: rec.log, frames: 4 });
  });

  it('a game driven by events (and a handling change) replays identically', () => {
    for (const seed of [1, 2, 3]) {
      const rec = eventGame(seed, 4000);
      expect(rec.game.pieces, 'the script plays real pieces').to.be.greaterThan(10);
      const text = JSON.stringify(rec);
      expect(state(replay(text)), `seed ${seed}`).to.equal(state(rec.game));
      const player = new ReplayPlayer(rec.replay);
      expect(player.frames).to.equal(rec.replay.frames);
    }
  });

  it('without the logged handling change the game would differ (the log carries it)', () => {
    const rec = eventGame(2, 4000);
    const data = rec.replay;
    const without = replay({ ...data, log: data.log.replace(/\{[^}]*\}/, ''), frames: undefined });
    expect(state(without)).to.not.equal(state(rec.game));
  });

  it('version 1 logs still play', () => {
    const v1: ReplayData = { v: 1, options: { seed: 3 }, log: 'a59LcgCWSH(TR3,-2)D' };
    const v2 = record({ seed: 3 });
    for (let i = 0; i < 59; i++) v2.tick({});
    v2.press('left');
    v2.tick({ right: true });
    v2.tick({ right: true, softDrop: true });
    for (const a of ['cw', 'ccw', 'softDrop', 'hold'] as const) v2.press(a);
    v2.setActive({ type: 'T', rotation: 'R', x: 3, y: -2 });
    v2.press('hardDrop');
    expect(state(replay(v1))).to.equal(state(v2.game));
  });

  it('a log that asks for a billion frames is rejected at once, even on a game already over', () => {
    expect(() => replay({ v: 1, options: {}, log: 'a1000000000' })).to.throw(RangeError, 'more than');
    const over = { v: 1 as const, options: { hiddenRows: ['....X.....', EMPTY], queue: ['T' as const] }, log: 'a1000000000' };
    expect(() => replay(over)).to.throw(RangeError);
    expect(() => new ReplayPlayer({ v: 2, options: {}, log: 't100t100' }, { maxFrames: 150 })).to.throw(RangeError);
    expect(replay({ v: 2, options: {}, log: 't100t50' }, { maxFrames: 150 }).frame).to.equal(150);
  });

  it('a tampered repeat count no longer matches the recorded frames', () => {
    const rec = eventGame(4, 600);
    const data = rec.replay;
    const tampered = { ...data, log: data.log.replace(/t(\d+)/, (_, n: string) => `t${Number(n) + 1}`) };
    expect(() => replay(tampered)).to.throw(RangeError, 'replay.frames');
  });

  it('the recorder logs nothing for a command the game refused with an error', () => {
    const rec = record({ seed: 1 });
    expect(() => rec.setActive({ type: 'T', rotation: '0', x: 3, y: 30 })).to.throw(RangeError);
    expect(() => rec.setHandling({ das: -1 })).to.throw(RangeError);
    expect(() => rec.down('jump' as Action)).to.throw(TypeError);
    expect(rec.log).to.equal('');
  });
});
