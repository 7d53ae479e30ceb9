/**
 * Fumens as the community shares them, read as setups: a first page with full rows (viewers clear
 * them when that page's piece locks), a recorded game longer than the engine's queue, and setups
 * written back by `toFumen()` with their queue as it is. The fumens are made here with
 * `tetris-fumen`'s encoder, as the sites that share them do.
 */
import { expect } from '@open-wc/testing';
import { Field, encoder } from 'tetris-fumen';
import { Game, MAX_QUEUE, PIECE_TYPES, type PieceType } from '../../src/engine/index.js';
import { BUILT_IN_PUZZLES } from '../../src/practice/puzzles.js';
import { parseSetup, toFumen } from '../../src/practice/setup.js';
import { board } from '../engine/helpers.js';
import { captureWarnings } from '../element/helpers.js';

/** A fumen field from rows top first, the last row at the floor (fumen's y = 0). */
function field(...rows: string[]): Field {
  const made = Field.create();
  rows.forEach((row, i) => {
    for (let x = 0; x < row.length; x++) if (row[x] !== '.') made.set(x, rows.length - 1 - i, row[x]);
  });
  return made;
}

/** `count` pieces, bag after bag in the order I O T S Z J L. */
const pieces = (count: number): PieceType[] => Array.from({ length: count }, (_, i) => PIECE_TYPES[i % PIECE_TYPES.length]);

/**
 * A recorded game of `count` pages, one placed piece each, from an empty field: each piece lies
 * flat on the floor (fumen's x, y are the piece's centre), as a game's pages follow each other.
 */
function recordedGame(count: number, comment?: string): string {
  return encoder.encode(pieces(count).map((type, i) => ({ operation: { type, rotation: 'spawn', x: 4, y: 1 }, comment: i === 0 ? comment : undefined })));
}

describe('fumens with full rows on the first page', () => {
  const warnings = captureWarnings();

  it('clears them as a viewer does when the page\'s piece locks: the rows above come down', async () => {
    const fumen = encoder.encode([
      { field: field('X.........', 'XXXXXXXXXX', 'XXXX.XXXXX'), operation: { type: 'I', rotation: 'left', x: 4, y: 1 } },
    ]);
    const setup = await parseSetup(fumen);
    expect(setup.board).to.deep.equal(board('X.........', 'XXXX.XXXXX'));
    expect(setup.queue).to.deep.equal(['I']);
    expect(new Game(setup).rows()).to.deep.equal(board('X.........', 'XXXX.XXXXX'));
    expect(warnings).to.have.length(0);
  });

  it('clears them on a page that places no piece, several at once, and the hidden rows come down too', async () => {
    const rows = ['T.........', ...Array<string>(19).fill('..........'), 'XXXXXXXXXX', 'ZZ.ZZZZZZZ', 'XXXXXXXXXX'];
    const setup = await parseSetup(encoder.encode([{ field: field(...rows), comment: '#Q=[](T)SZ' }]));
    expect(setup.board).to.deep.equal(board('ZZ.ZZZZZZZ'));
    expect(setup.hiddenRows).to.deep.equal(['T.........']);
    expect(setup.queue).to.deep.equal(['T', 'S', 'Z']);
  });
});

describe('a recorded game longer than the engine\'s queue', () => {
  const warnings = captureWarnings();

  it(`keeps its first ${MAX_QUEUE} pieces with one warning, the board loaded (1,826 pages)`, async () => {
    const setup = await parseSetup(recordedGame(1826));
    expect(setup.board).to.deep.equal(board());
    expect(setup.queue).to.deep.equal(pieces(MAX_QUEUE));
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('setup').and.contain('1826').and.contain(String(MAX_QUEUE));
    expect(new Game(setup).active?.type).to.equal('I');
  });

  it('cuts a quiz comment\'s queue the same way', async () => {
    const queue = pieces(1826).join('');
    const setup = await parseSetup(recordedGame(3, `#Q=[O](${queue[0]})${queue.slice(1)}`));
    expect(setup.queue).to.deep.equal(pieces(MAX_QUEUE));
    expect(setup.hold).to.equal('O');
    expect(warnings).to.have.length(1);
  });
});

describe('toFumen writes the queue as it is', () => {
  it('a built-in puzzle\'s setup comes back the same: board, hidden rows, queue and hold', async () => {
    for (const puzzle of BUILT_IN_PUZZLES) {
      const setup = await parseSetup(puzzle.setup);
      const again = await parseSetup(await toFumen(new Game({ ...setup, seed: 5 })));
      expect(again, puzzle.id).to.deep.equal(setup);
    }
  });

  for (const length of [1, 2, 5, 6, 7, 13, 14, 40, MAX_QUEUE]) {
    it(`a queue of ${length} comes back with its ${length} pieces, none added, none cut`, async () => {
      const setup = { board: board('XXXX.XXXXX'), queue: pieces(length).reverse(), hold: 'T' as const };
      const again = await parseSetup(await toFumen(new Game({ ...setup, seed: 11 })));
      expect(again).to.deep.equal(setup);
    });
  }

  it('after pieces are dealt, the rest of the queue and the piece in play', async () => {
    const game = new Game({ seed: 2, queue: ['I', 'O', 'T', 'S'] });
    game.press('hardDrop');
    while (!game.active) game.tick();
    expect((await parseSetup(await toFumen(game))).queue).to.deep.equal(['O', 'T', 'S']);
  });

  it('a game dealt from the 7-bag only writes the piece in play and the next pieces shown', async () => {
    const game = new Game({ seed: 9 });
    expect((await parseSetup(await toFumen(game))).queue).to.deep.equal([game.active!.type, ...game.next]);
  });
});
