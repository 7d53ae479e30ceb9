/**
 * Garbage drills: the dig mode (rows of garbage to clear, ranked by time) and the survival
 * option (a garbage row at a rate, entering on a lock that clears no line); how each ends.
 */
import { expect } from '@open-wc/testing';
import { DIG_ROWS, Game, MODES, verify, record } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/index.js';
import { Board } from '../../src/engine/state/board.js';
import { Drills } from '../../src/engine/game/drills.js';

const isGarbage = (row: string) => row.includes('X');
const holes = (row: string) => [...row].flatMap((ch, x) => (ch === '.' ? [x] : []));

/** Drop a standing I into the hole of the top garbage row (its bottom cell in the hole). */
function fillTopHole(game: Game): void {
  const rows = game.rows();
  const y = rows.findIndex(isGarbage);
  const [x] = holes(rows[y]);
  // State R stands in box column 2, rows 0-3 of the box.
  game.setActive({ type: 'I', rotation: 'R', x: x - 2, y: y - 3 });
  game.press('hardDrop');
}

describe('dig', () => {
  it('starts with its rows of garbage at the bottom, one hole each, drawn from the seed', () => {
    const game = new Game({ mode: 'dig', seed: 4 });
    const rows = game.rows();
    expect(game.goal).to.equal(MODES.dig.defaultGoal);
    expect(rows.slice(20 - DIG_ROWS).every((row) => isGarbage(row) && holes(row).length === 1)).to.equal(true);
    expect(rows.slice(0, 20 - DIG_ROWS).some(isGarbage)).to.equal(false);
    expect(game.remaining).to.equal(10);
    expect(new Game({ mode: 'dig', seed: 4 }).rows()).to.deep.equal(rows);
    expect(new Game({ mode: 'dig', seed: 5 }).rows()).to.not.deep.equal(rows);
    // The pieces stay those of the seed.
    expect(game.next).to.deep.equal(new Game({ seed: 4 }).next);
  });

  it('ends with goal on the lock that clears the last row', () => {
    const game = new Game({ mode: 'dig', goal: 2, seed: 9, handling: { are: false } });
    const reasons: string[] = [];
    game.on('game-over', ({ reason }) => reasons.push(reason));
    expect(game.rows().filter(isGarbage).length).to.equal(2);
    while (game.over === null && game.pieces < 2) fillTopHole(game);
    expect(game.over).to.equal('goal');
    expect(game.remaining).to.equal(0);
    expect(game.lastLock?.gameOver).to.equal('goal');
    expect(reasons).to.deep.equal(['goal']);
  });

  it('tops the rows up after each clear until goal rows have come in', () => {
    const board = new Board();
    const drills = new Drills(1, 12, 0);
    drills.start(board);
    const garbageRows = () => Array.from({ length: 20 }, (_, y) => board.isGarbageRow(y)).filter(Boolean).length;
    expect(garbageRows()).to.equal(DIG_ROWS);
    const top = new Int8Array([20 - DIG_ROWS]);
    for (let cleared = 1; cleared <= 12; cleared++) {
      // One garbage row cleared (as a lock that filled its hole would).
      board.clearRows(top, 1);
      const done = drills.locked(board, 1);
      expect(drills.remaining).to.equal(12 - cleared);
      expect(done).to.equal(cleared === 12);
      if (!done) expect(garbageRows()).to.equal(Math.min(DIG_ROWS, 12 - cleared));
      top[0] = 20 - garbageRows();
    }
  });

  it('counts only garbage rows: a clear of a row of pieces leaves the count alone', () => {
    const game = new Game({ mode: 'dig', goal: 1, seed: 2, board: [...Array<string>(19).fill('..........'), 'IIII.IIII.'], handling: { are: false } });
    // The board's own row is pushed up above the one garbage row.
    expect(game.rows()[18]).to.equal('IIII.IIII.');
    expect(game.remaining).to.equal(1);
  });

  it('is ranked by time like sprint', () => {
    const rec = record({ mode: 'dig', goal: 1, seed: 3 });
    rec.tick();
    expect(verify(rec.replay).ranked).to.equal(true);
  });

  it('checks its goal', () => {
    expect(() => new Game({ mode: 'dig', goal: 0 })).to.throw(RangeError, 'goal (garbage rows)');
  });
});

describe('survival', () => {
  const options: GameOptions = { seed: 6, survival: 60, queue: ['I', 'O', 'T', 'S', 'Z'] };

  it('rows wait and come in on the next lock that clears no line, each with one hole', () => {
    const game = new Game(options);
    for (let f = 0; f < 125; f++) game.tick();
    expect(game.rows().some(isGarbage)).to.equal(false);
    game.press('hardDrop');
    const rows = game.rows();
    expect(rows.slice(18).every((row) => isGarbage(row) && holes(row).length === 1)).to.equal(true);
    // The I that locked rides on top of the two rows.
    expect(rows[17]).to.equal('...IIII...');
  });

  it('holds rows back on a clearing lock', () => {
    const game = new Game({ ...options, board: [...Array<string>(19).fill('..........'), 'XXX....XXX'], handling: { are: false } });
    for (let f = 0; f < 60; f++) game.tick();
    // The I clears the bottom row: the waiting row stays out.
    game.setActive({ type: 'I', rotation: '0', x: 3, y: 18 });
    game.press('hardDrop');
    expect(game.rows().some(isGarbage)).to.equal(false);
    game.press('hardDrop');
    expect(game.rows().filter(isGarbage).length).to.equal(1);
  });

  it('ends by a top out when the rows keep coming', () => {
    const game = new Game({ seed: 6, survival: 1, handling: { are: false } });
    let pieces = 0;
    while (game.over === null && pieces < 200) {
      game.tick();
      game.press('hardDrop');
      pieces++;
    }
    expect(['blockOut', 'lockOut']).to.include(game.over);
  });

  it('in a versus game the rows join the incoming garbage', () => {
    const game = new Game({ seed: 6, survival: 60, versus: {} });
    for (let f = 0; f < 120; f++) game.tick();
    expect(game.incomingLines).to.equal(2);
  });

  it('is checked', () => {
    expect(() => new Game({ survival: 0 })).to.throw(RangeError, 'survival');
    expect(() => new Game({ survival: '60' as unknown as number })).to.throw(TypeError, 'survival');
  });
});
