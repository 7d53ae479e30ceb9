/**
 * Golden replays: scripted games (seeded random inputs and a greedy bot) recorded through
 * `record()`, with final score, lines and board pasted in as golden values (computed once by
 * running these same scenarios). Each must also replay exactly from its JSON.
 */
import { expect } from '@open-wc/testing';
import { Game, ReplayPlayer, record, replay } from '../../src/engine/index.js';
import type { GameOptions, ReplayData, TopOut } from '../../src/engine/index.js';
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
        expect(data.v).to.equal(1);
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
    expect(rec.log).to.equal('a59LcgCWSH(TR3,-2)D');
    const g = replay(rec.toJSON());
    expect([g.frame, g.pieces, g.score, g.hold]).to.deep.equal([rec.game.frame, 1, rec.game.score, rec.game.hold]);
    expect(g.rows()).to.deep.equal(rec.game.rows());
  });

  it('records a snapshot of the options', () => {
    const options: GameOptions = { seed: 9, queue: ['I'] };
    const rec = record(options);
    options.queue!.push('O');
    expect(rec.replay.options).to.deep.equal({ seed: 9, queue: ['I'] });
  });

  it('rejects malformed replays', () => {
    expect(() => replay({ v: 2 } as unknown as ReplayData)).to.throw(TypeError);
    expect(() => replay({ v: 1, options: {}, log: 'a3?' })).to.throw(SyntaxError);
    expect(() => replay({ v: 1, options: {}, log: '(TR3,-2' })).to.throw(SyntaxError);
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
