/**
 * The bot as a versus player, on hand-made boards: it takes T-spin doubles and triples and
 * Tetrises when they are there (keeping the well open for the I), clears or cancels when garbage
 * waits, keeps playing while a legal placement exists, and its time budget follows an injected
 * clock.
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import type { GameOptions, PieceType } from '../../src/engine/index.js';
import { searchState, stateOf, suggest } from '../../src/bot/index.js';

/** A 20-row board from its bottom rows. */
const board = (...rows: string[]) => [...Array<string>(20 - rows.length).fill('..........'), ...rows];

/** Plays `count` pieces with the expert's best move; returns the lines of each lock. */
function play(options: GameOptions, count: number): { game: Game; locks: { lines: number; tSpin: string }[] } {
  const game = new Game({ handling: { are: false }, ...options });
  const locks: { lines: number; tSpin: string }[] = [];
  for (let i = 0; i < count && game.over === null; i++) {
    const [best] = suggest(game, { difficulty: 'expert', count: 1 });
    for (const action of best.actions) game.press(action);
    locks.push({ lines: game.lastLock!.lines, tSpin: game.lastLock!.tSpin });
  }
  return { game, locks };
}

const fillers: PieceType[] = ['O', 'O', 'O', 'O', 'O'];

describe('the bot takes the attacks a board offers', () => {
  it('a T-spin double in its slot', () => {
    const { locks } = play({ board: board('XX........', 'XX........', 'X...XXXXXX', 'XX.XXXXXXX'), queue: ['T', ...fillers] }, 1);
    expect(locks[0]).to.deep.equal({ lines: 2, tSpin: 'full' });
  });

  it('a T-spin triple through the fifth kick, the T coming from hold', () => {
    const { locks } = play({ board: board('XXXXX.....', 'XXXX......', 'XXXX.XXXXX', 'XXXX..XXXX', 'XXXX.XXXXX'), hold: 'T', queue: ['O', ...fillers] }, 1);
    expect(locks[0]).to.deep.equal({ lines: 3, tSpin: 'full' });
  });

  it('a Tetris with the I next: the O does not fill the well', () => {
    const well = 'XXXXXXXXX.';
    const { game, locks } = play({ board: board('XXXXXX....', well, well, well, well), queue: ['O', 'I', 'O', 'O', 'O', 'O'] }, 2);
    expect(locks.map((l) => l.lines)).to.include(4);
    expect(game.lines).to.equal(4);
  });

  it('sends attacks on a clean board under the tetrio rules (Tetrises or T-spins, not singles)', () => {
    const attacks: number[] = [];
    const game = new Game({ seed: 7, versus: { rules: 'tetrio' }, handling: { are: false } });
    game.on('attack', (a) => attacks.push(a.lines));
    for (let i = 0; i < 70 && game.over === null; i++) {
      const [best] = suggest(game, { difficulty: 'expert', count: 1 });
      for (const action of best.actions) game.press(action);
    }
    const sent = attacks.reduce((a, b) => a + b, 0);
    expect(sent / game.pieces, `${sent} lines in ${game.pieces} pieces`).to.be.greaterThan(0.4);
  });
});

describe('the bot under garbage', () => {
  it('clears before waiting garbage enters a high stack', () => {
    const rows = Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? 'XXXXXXXXX.' : '.XXXXXXXXX'));
    const game = new Game({ board: board('..........', ...rows.slice(1), 'XXXX.XXXXX'), queue: ['I', 'O', 'O', 'O'], versus: { rules: 'tetrio' }, handling: { are: false } });
    game.receiveGarbage(8, { delay: 0 });
    const [best] = suggest(game, { difficulty: 'expert', count: 1 });
    for (const action of best.actions) game.press(action);
    expect(game.lastLock!.lines).to.be.greaterThan(0);
    expect(game.over).to.equal(null);
  });

  it('cancels waiting garbage with a ready Tetris', () => {
    const well = 'XXXXXXXXX.';
    const game = new Game({ board: board('XXXXXXXX..', well, well, well, well), queue: ['I', 'O', 'O', 'O'], versus: { rules: 'tetrio' }, handling: { are: false } });
    game.receiveGarbage(4, { delay: 0 });
    const [best] = suggest(game, { difficulty: 'expert', count: 1 });
    for (const action of best.actions) game.press(action);
    expect(game.lastLock!.lines).to.equal(4);
    expect(game.incomingLines).to.equal(0);
  });
});

describe('the bot keeps playing', () => {
  it('on a stack up to the top row, every difficulty plays a legal move', () => {
    const rows = Array.from({ length: 20 }, (_, i) => (i < 2 ? 'XXX...XXXX' : i % 2 === 0 ? 'XXXXXXXXX.' : '.XXXXXXXXX'));
    for (const difficulty of ['easy', 'medium', 'hard', 'expert'] as const) {
      const game = new Game({ board: rows, queue: ['T', 'I', 'O', 'L'], handling: { are: false } });
      const moves = suggest(game, { difficulty });
      expect(moves.length, difficulty).to.be.greaterThan(0);
    }
  });
});

describe('the search budget', () => {
  it('stops at the time budget read from the injected clock, whatever the node budget', () => {
    const game = new Game({ seed: 3, handling: { are: false } });
    const state = stateOf(game)!;
    let now = 0;
    const clock = () => (now += 5);
    const timed = searchState(state, { difficulty: 'expert', limits: { clock, time: 12, nodes: 1e9 } });
    const full = searchState(state, { difficulty: 'expert', limits: { nodes: 1e9 } });
    expect(timed.depth).to.be.lessThan(full.depth);
    expect(timed.moves.length).to.equal(full.moves.length);
  });

  it('without a clock, suggest() is bounded by its node budget', () => {
    const game = new Game({ seed: 3, handling: { are: false } });
    const result = searchState(stateOf(game)!, { difficulty: 'expert' });
    expect(result.nodes).to.be.lessThan(40_000);
  });
});
