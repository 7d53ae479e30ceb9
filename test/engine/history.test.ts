/**
 * Undo and redo (`options.undo`): one step per placed piece, as many as were played, back to
 * identical states; replays record them and such a game is not ranked.
 */
import { expect } from '@open-wc/testing';
import { Game, Rng, record, replay, unrankedField, verify } from '../../src/engine/index.js';
import type { Action } from '../../src/engine/index.js';

/** Everything a reader can see of a game, as one text. */
function state(game: Game): string {
  return JSON.stringify({
    matrix: game.rowsBetween(-20, 20), active: game.active, ghost: game.ghost, hold: game.hold, canHold: game.canHold,
    queue: game.peek(14), score: game.score, lines: game.lines, level: game.level, combo: game.combo, b2b: game.backToBack,
    stats: game.stats, pieces: game.pieces, frame: game.frame, phase: game.phase, delay: game.delay, over: game.over,
    lastLock: game.lastLock, lastClear: game.lastClear, lastLocked: game.lastLockedPiece, remaining: game.remaining,
  });
}

const MOVES: readonly Action[] = ['left', 'right', 'cw', 'ccw', 'hold', 'left', 'right', 'rotate180'];

/** Place one piece with a few random presses and ticks (drawn from `rng`); returns after the lock. */
function placeRandomly(game: Game, rng: Rng): void {
  const pieces = game.pieces;
  while (game.phase !== 'falling') game.tick();
  for (let i = rng.nextInt(6); i > 0; i--) {
    game.press(MOVES[rng.nextInt(MOVES.length)]);
    if (rng.nextInt(3) === 0) game.tick();
  }
  if (game.pieces === pieces) game.press('hardDrop');
}

describe('undo and redo', () => {
  it('over 50 random placements: undo steps back through identical states to the start, redo forward again', () => {
    const game = new Game({ mode: 'zen', seed: 11, undo: true, handling: { rotate180: true } });
    const rng = new Rng(2024);
    const seen = [state(game)];
    for (let i = 0; i < 50; i++) {
      placeRandomly(game, rng);
      seen.push(state(game));
    }
    expect(game.pieces).to.equal(50);
    expect(game.canRedo).to.equal(false);
    for (let i = 49; i >= 0; i--) {
      expect(game.undo(), `undo to ${i}`).to.equal(true);
      expect(state(game), `after undo to ${i} pieces`).to.equal(seen[i]);
    }
    expect(game.canUndo).to.equal(false);
    expect(game.undo()).to.equal(false);
    for (let i = 1; i <= 50; i++) {
      expect(game.redo(), `redo to ${i}`).to.equal(true);
      expect(state(game), `after redo to ${i} pieces`).to.equal(seen[i]);
    }
    expect(game.redo()).to.equal(false);
    expect(game.usedUndo).to.equal(true);
  });

  it('a game played on after an undo goes on exactly as a fresh one with the same inputs would', () => {
    const game = new Game({ seed: 3, undo: true });
    game.press('left');
    game.press('hardDrop');
    while (game.phase !== 'falling') game.tick();
    game.press('hardDrop');
    game.undo();
    while (game.phase !== 'falling') game.tick();
    game.press('right');
    game.press('hardDrop');
    const fresh = new Game({ seed: 3 });
    fresh.press('left');
    fresh.press('hardDrop');
    while (fresh.phase !== 'falling') fresh.tick();
    fresh.press('right');
    fresh.press('hardDrop');
    expect(game.rows()).to.deep.equal(fresh.rows());
    expect(game.next).to.deep.equal(fresh.next);
    // The new lock started another line: nothing to redo.
    expect(game.canRedo).to.equal(false);
  });

  it('brings a topped-out game back', () => {
    const game = new Game({ board: Array<string>(20).fill('XXX.XXXXXX'), queue: ['O', 'O'], undo: true, handling: { are: false } });
    game.press('hardDrop');
    expect(game.over).to.not.equal(null);
    expect(game.undo()).to.equal(true);
    expect(game.over).to.equal(null);
    expect(game.phase).to.equal('falling');
    expect(game.active?.type).to.equal('O');
  });

  it('lets go of held buttons', () => {
    const game = new Game({ seed: 1, undo: true, handling: { are: false } });
    game.press('hardDrop');
    game.down('left');
    game.undo();
    const x = game.active!.x;
    for (let f = 0; f < 30; f++) game.tick();
    expect(game.active!.x).to.equal(x);
  });

  it('needs options.undo, and is refused in a versus game', () => {
    expect(() => new Game().undo()).to.throw(Error, 'options.undo');
    expect(() => new Game().redo()).to.throw(Error, 'options.undo');
    expect(new Game({ undo: true }).undo()).to.equal(false);
    expect(() => new Game({ undo: 'yes' as unknown as boolean })).to.throw(TypeError, 'undo');
    expect(() => new Game({ undo: true, versus: {} })).to.throw(RangeError, 'undo');
  });

  it('is recorded: the replay plays the same game, and says it is not ranked', () => {
    const rec = record({ seed: 8, undo: true });
    rec.press('hardDrop');
    rec.tick();
    rec.undo();
    rec.press('cw');
    rec.press('hardDrop');
    rec.redo();
    rec.tick();
    const played = replay(rec.replay);
    expect(played.rows()).to.deep.equal(rec.game.rows());
    expect(played.usedUndo).to.equal(true);
    expect(rec.log).to.contain('<');
    expect(unrankedField(rec.replay)).to.match(/^replay\.log undo at \d+$/);
    expect(verify(rec.replay).ranked).to.equal(false);
    // Undo allowed but never used: still ranked.
    const unused = record({ seed: 8, undo: true });
    unused.press('hardDrop');
    expect(unrankedField(unused.replay)).to.equal(null);
  });
});
