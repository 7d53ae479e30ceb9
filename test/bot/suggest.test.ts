/**
 * `suggest()` against a brute force over presses on random boards: every move it returns locks
 * exactly where and how it says when its actions are pressed on the game, and every placement the
 * brute force reaches (with and without hold) is among its moves. Plus the setups of the
 * conformance vectors: T-spin doubles and triples and tucks are found from the spawn.
 */
import { expect } from '@open-wc/testing';
import { Game, Rng } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';
import type { Suggestion } from '../../src/bot/index.js';
import { bruteForce, finalText, randomBoard, randomType } from './helpers.js';

/** Plays a suggestion's actions on a fresh game; returns the lock it made as the brute force names it. */
function played(options: GameOptions, move: Suggestion): string {
  const game = new Game(options);
  const pieces = game.pieces;
  for (const action of move.actions) expect(game.press(action).ok, `${action} in ${move.actions.join(' ')}`).to.equal(true);
  expect(game.pieces).to.equal(pieces + 1);
  const lock = game.lastLock!;
  return finalText({ ...game.lastLockedPiece!, spin: lock.tSpin });
}

describe('suggest: reachability against a brute force over presses', () => {
  const rng = new Rng(2026);
  const seen = { tucks: 0, spins: 0 };
  for (let n = 0; n < 12; n++) {
    const board = randomBoard(rng, 4 + rng.nextInt(8));
    const type = n % 3 === 0 ? 'T' : randomType(rng);
    const hold = rng.nextInt(2) === 0 ? randomType(rng) : null;
    const options: GameOptions = { seed: n, board, queue: [type, randomType(rng), randomType(rng)], hold, handling: { are: false } };
    it(`board ${n + 1}: ${type}${hold ? `, ${hold} in hold` : ''}`, () => {
      const moves = suggest(new Game(options), { difficulty: 'easy' });
      seen.tucks += moves.filter((m) => m.actions.includes('softDrop')).length;
      seen.spins += moves.filter((m) => m.spin !== 'none').length;
      for (const move of moves) expect(played(options, move)).to.equal(finalText(move));
      const own = new Set(moves.filter((m) => !m.hold).map(finalText));
      const held = new Set(moves.filter((m) => m.hold).map(finalText));
      expect([...bruteForce(options)].sort()).to.deep.equal([...own].sort());
      // Holding a piece of the same type changes nothing: suggest leaves it out.
      if (hold === type) expect(held.size).to.equal(0);
      else expect([...bruteForce(options, ['hold'])].sort()).to.deep.equal([...held].sort());
    });
  }

  it('the boards called for tucks and T-spins', () => {
    expect(seen.tucks).to.be.greaterThan(20);
    expect(seen.spins).to.be.greaterThan(3);
  });
});

interface Vector {
  id: string;
  category: string;
  rows: string[];
  steps: { setActive?: { type: 'T' }; command?: string; expect?: { cells?: [number, number][]; tSpin?: string; linesCleared?: number } }[];
}
const vectors = ((await (await fetch(new URL('../engine/vectors/public.json', import.meta.url))).json()) as { vectors: Vector[] }).vectors;

describe('suggest: the T-spin setups of the conformance vectors, from the spawn', () => {
  const turnOf = (v: Vector) => v.steps.find((s) => s.command === 'cw' || s.command === 'ccw');
  for (const v of vectors.filter((x) => x.category === 't-spin' && turnOf(x)?.expect?.cells)) {
    const turn = turnOf(v)!;
    const lock = v.steps.find((s) => s.command === 'hardDrop')!.expect!;
    it(`${v.id}: a ${lock.tSpin} T-spin clearing ${lock.linesCleared} found, and the expert takes it`, () => {
      const options: GameOptions = { board: v.rows, queue: ['T', 'O', 'O'], handling: { are: false } };
      const cells = turn.expect!.cells!.map(([x, y]) => [x, y]).sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([x, y]) => `${x},${y}`).join(' ');
      const moves = suggest(new Game(options), { difficulty: 'expert' });
      const spin = moves.find((m) => finalText(m) === `${cells} ${lock.tSpin}`);
      expect(spin, 'the T-spin is among the moves').to.not.equal(undefined);
      expect(played(options, spin!)).to.equal(finalText(spin!));
      if (lock.linesCleared! >= 2) expect(finalText(moves[0])).to.equal(finalText(spin!));
    });
  }

  it('tucks: a piece slid under an overhang after a soft drop', () => {
    const board = [...Array<string>(17).fill('..........'), 'XXXXXXX...', 'XXXXXXXX..', 'XXXXXXXXX.'].map((row, y) => (y === 17 ? 'XXXXXX....' : row));
    const options: GameOptions = { board: ['XX........', ...board.slice(1)].map((row, y) => (y === 16 ? '.....XXXXX' : row)), queue: ['L', 'O'], handling: { are: false } };
    const moves = suggest(new Game(options), { difficulty: 'hard' });
    const tuck = moves.find((m) => m.actions.includes('softDrop') && m.actions.lastIndexOf('softDrop') < m.actions.length - 2);
    expect(tuck, 'a tuck').to.not.equal(undefined);
    expect(played(options, tuck!)).to.equal(finalText(tuck!));
  });
});
