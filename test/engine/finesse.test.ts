/**
 * Finesse: the fewest presses per placement (charts of the usual finesse guides: T flat, I
 * standing) and the faults the game counts per piece, in the lock result and the statistics.
 */
import { expect } from '@open-wc/testing';
import { Game, PIECE_TYPES, ROTATIONS, finesseMinimum } from '../../src/engine/index.js';
import type { GameOptions, PieceType, Rotation } from '../../src/engine/index.js';
import { board, instant } from './helpers.js';

const min = (type: PieceType, rotation: Rotation, x: number, half = false) =>
  finesseMinimum(PIECE_TYPES.indexOf(type), ROTATIONS.indexOf(rotation), x, half);

/** A game with one T then more; the T spawns with its box at x 3. */
const tGame = (options: GameOptions = {}) => instant({ queue: ['T', 'I', 'O'], board: board(), ...options });

describe('fewest presses per placement', () => {
  it('T flat, box x 0..7: DAS, tap or both', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((x) => min('T', '0', x))).to.deep.equal([1, 2, 1, 0, 1, 2, 2, 1]);
  });

  it('I standing, column 0..9, whichever of its two standing states', () => {
    // State R stands in box column 2, state L in box column 1.
    const column = (c: number) => Math.min(min('I', 'R', c - 2), min('I', 'L', c - 1));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(column)).to.deep.equal([2, 2, 2, 2, 1, 1, 2, 2, 2, 2]);
  });

  it('counts the same cells as one placement (S turned twice lies where S state 0 lies)', () => {
    expect(min('S', '2', 3)).to.equal(0);
    expect(min('Z', 'L', 4)).to.equal(min('Z', 'R', 3));
  });

  it('a half turn is one press when rotate180 is on', () => {
    expect(min('T', '2', 3)).to.equal(2);
    expect(min('T', '2', 3, true)).to.equal(1);
  });

  it('-1 for a box out of reach', () => {
    expect(min('T', '0', 8)).to.equal(-1);
    expect(min('T', '0', -3)).to.equal(-1);
  });
});

describe('finesse faults of a game', () => {
  it('three taps where DAS does it in one: 2 faults, in the lock result and the statistics', () => {
    const game = tGame();
    for (let i = 0; i < 3; i++) game.press('left');
    const { lock } = game.press('hardDrop');
    expect(lock?.finesseFaults).to.equal(2);
    expect(game.stats.finesseFaults).to.equal(2);
  });

  it('DAS to the wall is one press: no fault', () => {
    const game = tGame();
    game.down('left');
    for (let f = 0; f < 40; f++) game.tick();
    game.up('left');
    expect(game.active!.x).to.equal(0);
    expect(game.press('hardDrop').lock?.finesseFaults).to.equal(0);
  });

  it('turning there and back: 2 faults; the minimum with no press: none', () => {
    const game = tGame();
    game.press('cw');
    game.press('ccw');
    expect(game.press('hardDrop').lock?.finesseFaults).to.equal(2);
    expect(game.press('hardDrop').lock?.finesseFaults).to.equal(0);
    expect(game.stats.finesseFaults).to.equal(2);
  });

  it('a hold starts the count again', () => {
    const game = tGame();
    game.press('left');
    game.press('left');
    game.press('hold');
    expect(game.press('hardDrop').lock?.finesseFaults).to.equal(0);
  });

  it('two quarter turns: 1 fault when a half turn was there, none without it', () => {
    for (const [rotate180, faults] of [[true, 1], [false, 0]] as const) {
      const game = tGame({ handling: { rotate180 } });
      game.press('cw');
      game.press('cw');
      expect(game.press('hardDrop').lock?.finesseFaults, `rotate180 ${rotate180}`).to.equal(faults);
    }
  });

  it('a tuck under an overhang is not judged', () => {
    const game = new Game({ queue: ['O', 'T'], board: board('XXXX......', '..........', '..........'), handling: { are: false } });
    // On the floor at columns 6-7, then four taps left under the overhang to columns 2-3 (two
    // taps would reach that column from spawn, but a hard drop from above could not reach the slot).
    game.setActive({ type: 'O', rotation: '0', x: 5, y: 18 });
    for (let i = 0; i < 4; i++) game.press('left');
    expect(game.active!.x).to.equal(1);
    expect(game.press('hardDrop').lock?.finesseFaults).to.equal(0);
  });

  it('a rotation buffered in the entry delay counts for the next piece', () => {
    const game = new Game({ queue: ['I', 'T'], board: board() });
    game.press('hardDrop');
    game.down('cw');
    game.up('cw');
    while (game.phase !== 'falling') game.tick();
    game.press('ccw');
    // T back in its spawn state after two presses: 2 faults.
    expect(game.press('hardDrop').lock?.finesseFaults).to.equal(2);
  });
});
