/**
 * The built-in puzzles: well-known openers and perfect-clear setups, each a fumen whose first page
 * is the starting board with a quiz comment `#Q=[hold](current)next…` for the queue, and whose
 * further pages place one piece each: an answer, as fumen viewers show it (the game reads the
 * first page only). The shapes are the ones the sources give; the fumens are written for this
 * table, and the tests play every answer on the engine and check it meets the goal.
 * @module
 */
import type { Puzzle } from './puzzle.js';

/** A built-in puzzle: an id for the `puzzle` attribute, and a named {@link Puzzle}. */
export interface BuiltInPuzzle extends Puzzle {
  readonly id: string;
  readonly name: string;
}

export const BUILT_IN_PUZZLES = [
  {
    // TKI: an I and a Z dropped flat from where they spawn, an L up the left wall, S and O on
    // the right, then a T-spin double under the Z's overhang; the bag's J is left over.
    // Source: four.lol, "TKI" (https://four.lol/openers/tki).
    id: 'tki',
    name: 'TKI',
    setup: 'v115@vhGAgWaAFLDmClcJSAVDEHBEooRBJoAVB6ybgC0/AA?ARwBUmBKpBvsBTtBFqB',
    tSpin: 'double',
  },
  {
    // Perfect Clear Opener: J, O and L fill a 3x4 block on the left, Z, T and S the right; the
    // first bag's I and three pieces of the second bag clear all four rows.
    // Sources: the opener as the Hard Drop wiki names it ("Perfect Clear Opener", PCO); the cells as
    // in Cold Clear's opener book, "JOL left, ZTS right" (https://github.com/MinusKelvin/cold-clear,
    // bot/src/opener_book/pco.rs).
    id: 'pco',
    name: 'PCO',
    setup: 'v115@vhKAgWhAFLDmClcJSAVDEHBEooRBKoAVBvijxCT+TP?Cv+jFDpAAAA2uBzkBifB0sB9tBXjBRmBSwBzlBFsB',
    perfectClear: true,
    pieces: 10,
  },
  {
    // Grace System: a 6x4 block on the left from the first bag, its T held; the T and three
    // pieces of the second bag fill the 4x4 on the right for a perfect clear.
    // Source: the cells as in Cold Clear's opener book, "Grace System (I base)"
    // (https://github.com/MinusKelvin/cold-clear, bot/src/opener_book/pco.rs).
    id: 'grace',
    name: 'Grace System',
    setup: 'v115@9gili0DeglAtRpQ4g0DeBtRpR4DeAtzhQ4NeAgWbAF?LDmClcJSAVztSAVG88AYS88AZvKxCzndBAvhDSyB1sBToBO?sB',
    perfectClear: true,
    pieces: 4,
  },
  {
    // A T-spin triple slot at the left wall: a Z stood up on the wall makes the overhang, and the
    // T turns in under it through the last kick test.
    // Source: four.lol, "T-Spin Triple (TST)", using S or Z for the overhang (https://four.lol/methods/tspin-triple).
    id: 'tst',
    name: 'TST',
    setup: 'v115@HhA8AeI8BeH8AeH8JeAgWVAFLDmClcJSAVDEHBEooR?BaoAVB0AAAAvhBMaBtpB',
    tSpin: 'triple',
  },
] as const satisfies readonly BuiltInPuzzle[];

/** The ids of the built-in puzzles, which the `puzzle` attribute takes. */
export type BuiltInPuzzleId = (typeof BUILT_IN_PUZZLES)[number]['id'];

/** The built-in puzzle called `id`, or undefined. */
export function builtInPuzzle(id: string): BuiltInPuzzle | undefined {
  return BUILT_IN_PUZZLES.find((puzzle) => puzzle.id === id);
}
