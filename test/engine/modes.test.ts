/** Modes: marathon, sprint, ultra and zen; how each one ends; statistics; verify() reporting them. */
import { expect } from '@open-wc/testing';
import { Game, MODES, record, verify } from '../../src/engine/index.js';
import type { EngineEventMap, GameOptions } from '../../src/engine/index.js';
import { EMPTY, board, instant, tickUntil } from './helpers.js';

/** Two rows with a one-column well at x 4, an I standing above it: one hard drop clears two lines. */
const twoLines = (options: GameOptions): GameOptions => ({
  board: board('XXXX.XXXXX', 'XXXX.XXXXX'),
  active: { type: 'I', rotation: 'R', x: 2, y: 0 },
  ...options,
});

function endOf(game: Game): EngineEventMap['game-over'][] {
  const ends: EngineEventMap['game-over'][] = [];
  game.on('game-over', (e) => ends.push(e));
  return ends;
}

describe('modes', () => {
  it('are data: goal kind, default goal, level rise, top out', () => {
    expect(MODES.sprint).to.deep.equal({ goal: 'lines', defaultGoal: 40, levelsRise: false, topOut: true });
    expect(MODES.ultra.defaultGoal).to.equal(120);
    expect([MODES.marathon.defaultGoal, MODES.zen.goal, MODES.zen.topOut]).to.deep.equal([null, null, false]);
  });

  it('marathon is the default and endless unless a goal is set', () => {
    const game = new Game(twoLines({ lines: 148 }));
    expect([game.mode, game.goal]).to.deep.equal(['marathon', null]);
    game.press('hardDrop');
    expect([game.over, game.lines]).to.deep.equal([null, 150]);
  });

  it('marathon with a line goal ends with "goal" on the lock that reaches it', () => {
    const game = new Game(twoLines({ lines: 148, goal: 150 }));
    const ends = endOf(game);
    const res = game.press('hardDrop');
    expect([game.over, game.phase, res.lock!.gameOver]).to.deep.equal(['goal', 'over', 'goal']);
    expect(ends).to.deep.equal([{ reason: 'goal', score: game.score, lines: 150, level: 16, pieces: 1, frame: 0 }]);
  });

  it('sprint: 40 lines by default, ends with "goal"; its level never rises', () => {
    const game = new Game(twoLines({ mode: 'sprint', lines: 38 }));
    expect([game.goal, game.level]).to.deep.equal([40, 1]);
    game.press('hardDrop');
    expect([game.over, game.lines, game.level]).to.deep.equal(['goal', 40, 1]);
  });

  it('sprint with a goal of 2 lines', () => {
    const game = new Game(twoLines({ mode: 'sprint', goal: 2 }));
    game.press('hardDrop');
    expect(game.over).to.equal('goal');
  });

  it('ultra: ends with "time" after goal seconds of frames (120 s by default)', () => {
    const game = new Game({ mode: 'ultra', goal: 2, handling: { lockDelay: 600 }, hiddenRows: [] });
    const ends = endOf(game);
    expect(game.goal).to.equal(2);
    const frames = tickUntil(game, () => game.over !== null, 1000);
    expect([frames, game.over, game.frame]).to.deep.equal([120, 'time', 120]);
    expect(ends.map((e) => [e.reason, e.frame])).to.deep.equal([['time', 120]]);
    game.tick();
    expect(game.frame, 'no frames after the end').to.equal(120);
    expect(new Game({ mode: 'ultra' }).goal).to.equal(120);
  });

  it('zen: a block out empties the matrix and play goes on', () => {
    const game = new Game({ mode: 'zen', hiddenRows: ['...X......'], active: { type: 'O', rotation: '0', x: 7, y: 18 }, queue: ['T'] });
    game.press('hardDrop');
    tickUntil(game, () => game.active !== null, 100);
    expect([game.over, game.active!.type, game.cell(3, -1), game.cell(8, 19)]).to.deep.equal([null, 'T', 0, 0]);
  });

  it('zen: a lock out empties the matrix and play goes on', () => {
    const game = instant({ mode: 'zen', hiddenRows: ['........XX', EMPTY], active: { type: 'O', rotation: '0', x: 7, y: -5 }, queue: ['T'] });
    const lock = game.press('hardDrop').lock!;
    expect([lock.gameOver, game.over, game.active!.type, game.rowsBetween(-20, 20).join('').replace(/\./g, '')]).to.deep.equal([null, null, 'T', '']);
  });

  it('zen: no gravity increase (the level stays), and no goal', () => {
    const game = new Game(twoLines({ mode: 'zen', lines: 9, level: 3 }));
    game.press('hardDrop');
    expect([game.lines, game.level, game.goal]).to.deep.equal([11, 3, null]);
  });
});

describe('statistics', () => {
  it('count tetrises, T-spins, the highest combo, perfect clears, keys and pieces', () => {
    const game = instant({
      board: board('XXXXXXXXX.', 'XXXXXXXXX.', 'XXXXXXXXX.', 'XXXXXXXXX.'),
      active: { type: 'I', rotation: 'R', x: 7, y: 0 },
      queue: ['O'],
    });
    expect(game.stats).to.deep.equal({ tetrises: 0, tSpins: 0, maxCombo: 0, perfectClears: 0, finesseFaults: 0, keys: 0, pieces: 0 });
    game.down('left');
    game.up('left');
    game.down('right');
    game.press('hardDrop');
    expect(game.stats).to.deep.equal({ tetrises: 1, tSpins: 0, maxCombo: 0, perfectClears: 1, finesseFaults: 0, keys: 3, pieces: 1 });
    expect(Object.isFrozen(game.stats)).to.equal(true);
  });

  it('count T-spins and combos', () => {
    const game = instant({ board: board('XXXX......', 'XXX...XXXX', 'XXXX.XXXXX'), active: { type: 'T', rotation: 'R', x: 3, y: 17 }, combo: 2 });
    game.press('cw');
    game.press('hardDrop');
    expect(game.stats).to.include({ tSpins: 1, maxCombo: 3 });
  });
});

describe('verify() reports the real mode, goal, time and reason', () => {
  it('a sprint that reaches its goal', () => {
    const rec = record(twoLines({ mode: 'sprint', goal: 2 }));
    for (let f = 0; f < 30; f++) rec.tick();
    rec.down('hardDrop');
    const result = verify({ ...rec.replay, claimed: { time: 1 } });
    expect(result).to.deep.include({ mode: 'sprint', goal: 2, lines: 2, frames: 30, time: 500, reason: 'goal' });
  });

  it('an ultra that runs out of time', () => {
    const rec = record({ mode: 'ultra', goal: 1 });
    for (let f = 0; f < 100; f++) rec.tick();
    expect(verify(rec.replay)).to.deep.include({ mode: 'ultra', goal: 1, frames: 60, time: 1000, reason: 'time' });
  });
});
