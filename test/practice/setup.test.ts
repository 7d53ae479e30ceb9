/**
 * Setups: fumen (v115, v110, quiz comments) and `board?queue` maps into engine options, and
 * boards back into fumen. Vectors: tetris-fumen's README and decoder tests; the v110 string is
 * built by hand from the format (one row of nine gray cells, 21 + 1 rows).
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import { parseMap, parseSetup, toFumen } from '../../src/practice/setup.js';
import { EMPTY, board } from '../engine/helpers.js';

const OPENING = 'v115@vhGRQYHAvItJEJmhCAUGJKJJvMJTNJGBJFKYPAUEzP?EJG98AQmqhECDdCA';
const FOUR_GRAY_ROWS = 'v115@9gI8AeI8AeI8AeI8KeAgH';
const QUIZ_LTSJ = 'v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUtfBAXsBAAANrBmnBAAAAAA';
const V110_ONE_ROW = 'v110@neI3qbA4G';
const GRAY = 'XXXXXXXXX.';

/** The error `run` rejects with. */
async function rejection(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('setups from fumen', () => {
  it('reads a multi-page fumen: the empty first field, and the pages\' pieces as the queue', async () => {
    const setup = await parseSetup(OPENING);
    expect(setup.board).to.deep.equal(board());
    expect(setup.hiddenRows).to.equal(undefined);
    // 7 pages placing I Z L S O J T (the README's "Opening" example).
    expect(setup.queue).to.deep.equal(['I', 'Z', 'L', 'S', 'O', 'J', 'T']);
    expect(setup.hold).to.equal(null);
    const game = new Game(setup);
    expect(game.active?.type).to.equal('I');
    expect(game.next).to.deep.equal(['Z', 'L', 'S', 'O', 'J']);
  });

  it('puts fumen row 0 at the bottom of the board (fumen counts up, the engine down)', async () => {
    const setup = await parseSetup(FOUR_GRAY_ROWS);
    expect(setup.board).to.deep.equal(board(GRAY, GRAY, GRAY, GRAY));
    expect(setup.queue).to.deep.equal([]);
    expect(new Game(setup).rows()).to.deep.equal(board(GRAY, GRAY, GRAY, GRAY));
  });

  it('reads v110 (21 rows) the same way', async () => {
    expect((await parseSetup(V110_ONE_ROW)).board).to.deep.equal(board(GRAY));
  });

  it('takes the queue and hold from a quiz comment #Q=[hold](current)next', async () => {
    const setup = await parseSetup(QUIZ_LTSJ);
    expect(setup.queue).to.deep.equal(['L', 'T', 'S', 'J']);
    expect(setup.hold).to.equal(null);
  });

  it('accepts a fumen URL', async () => {
    expect((await parseSetup(`https://harddrop.com/fumen/?${FOUR_GRAY_ROWS}`)).board).to.deep.equal(board(GRAY, GRAY, GRAY, GRAY));
  });
});

describe('toFumen', () => {
  it('round-trips the vectors: decoded and encoded again, the same text (v110 comes back as v115)', async () => {
    expect(await toFumen((await parseSetup(FOUR_GRAY_ROWS)).board)).to.equal(FOUR_GRAY_ROWS);
    expect(await toFumen((await parseSetup(V110_ONE_ROW)).board)).to.equal('v115@bhI8KeAgH');
  });

  it('writes a game with its pieces as a quiz comment: read back, the same board, hidden rows, queue and hold', async () => {
    const game = new Game({ seed: 7, board: board('L.........', 'LL.JJJ.ZZ.'), hiddenRows: ['....T.....', EMPTY, EMPTY], hold: 'S', queue: ['T', 'I'] });
    const setup = await parseSetup(await toFumen(game));
    expect(setup.board).to.deep.equal(game.rows());
    // Three rows above the field: the spawn rows stay free.
    expect(setup.hiddenRows).to.deep.equal(['....T.....', EMPTY, EMPTY]);
    expect(setup.hold).to.equal('S');
    // The queue it was given, as it is (the 7-bag's pieces after it are the seed's).
    expect(setup.queue).to.deep.equal(['T', 'I']);
    const again = new Game({ ...setup, seed: 7 });
    expect(again.rowsBetween(-3, 20)).to.deep.equal(game.rowsBetween(-3, 20));
    expect(again.active?.type).to.equal('T');
    expect(again.next).to.deep.equal(game.next);
  });

  it('rejects what is not a board', async () => {
    expect(await rejection(() => toFumen('nope' as unknown as string[]))).to.be.instanceOf(TypeError);
    expect(await rejection(() => toFumen(['...']))).to.be.instanceOf(RangeError);
    expect(await rejection(() => toFumen(Array<string>(24).fill(EMPTY)))).to.be.instanceOf(RangeError);
  });
});

describe('setups from board?queue maps', () => {
  it('reads the board bottom-aligned, garbage and piece letters, and a comma queue', () => {
    const setup = parseMap('TTT_______GGGGGGGGG_?i,l,i,o');
    expect(setup.board).to.deep.equal(board('TTT.......', GRAY));
    expect(setup.queue).to.deep.equal(['I', 'L', 'I', 'O']);
    expect(setup.hold).to.equal(null);
    expect(new Game(setup).active?.type).to.equal('I');
  });

  it('puts rows beyond 20 above the field, and reads a queue without commas', async () => {
    const setup = await parseSetup(`____#_____${'__________'.repeat(19)}G_________?TSZ`);
    expect(setup.hiddenRows).to.deep.equal(['....X.....']);
    expect(setup.board).to.deep.equal(board('X.........'));
    expect(setup.queue).to.deep.equal(['T', 'S', 'Z']);
  });

  it('reads a board with no queue', async () => {
    expect(await parseSetup('GGGG_GGGGG')).to.deep.equal({ board: board('XXXX.XXXXX'), queue: [], hold: null });
  });
});

describe('malformed setups', () => {
  const cases: [string, unknown, typeof TypeError | typeof RangeError][] = [
    ['a number', 42, TypeError],
    ['an unreadable fumen', 'v115@!!!', TypeError],
    ['a cut fumen', 'v115@vhAyO', TypeError],
    ['a full row', 'GGGGGGGGGG', RangeError],
    ['a board that is not whole rows', 'GGG', TypeError],
    ['an unknown board cell', 'GGGGkGGGG_', TypeError],
    ['an unknown queue letter', '__________?i,q', RangeError],
    ['two question marks', '__________?i?o', TypeError],
    ['more than 40 rows', '__________'.repeat(41), RangeError],
  ];
  for (const [name, text, kind] of cases) {
    it(`rejects ${name} with a ${kind.name} naming the setup`, async () => {
      const error = await rejection(() => parseSetup(text));
      expect(error).to.be.instanceOf(kind);
      expect(error.message).to.contain('setup');
    });
  }
});
