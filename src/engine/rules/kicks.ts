/**
 * SRS wall-kick tables (tetris.wiki "Super Rotation System") and TETR.IO's SRS+ half-turn tables, in board convention: +y is DOWN, so each offset is
 * added directly to the bounding-box position. (The tetris.wiki tables use +y up; the sign of y
 * is flipped here once, so nothing else in the engine has to think about it.)
 * @module
 */
import { ROTATIONS } from './pieces.js';
import type { Rotation } from '../types.js';

/** A rotation between adjacent states, e.g. `'0>R'` (CW) or `'R>0'` (CCW). */
export type Transition = '0>R' | 'R>0' | 'R>2' | '2>R' | '2>L' | 'L>2' | 'L>0' | '0>L';

/** Five `[dx, dy]` offsets, tried in order; the first that fits wins. */
export type KickTests = readonly (readonly [number, number])[];

/** Kicks for J, L, S, T and Z (board convention, +y down). */
export const KICKS_JLSTZ: Readonly<Record<Transition, KickTests>> = {
  '0>R': [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  'R>0': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
  'R>2': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
  '2>R': [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  '2>L': [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  'L>2': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  'L>0': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  '0>L': [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
};

/** Kicks for I (board convention, +y down). */
export const KICKS_I: Readonly<Record<Transition, KickTests>> = {
  '0>R': [[0, 0], [-2, 0], [1, 0], [-2, 1], [1, -2]],
  'R>0': [[0, 0], [2, 0], [-1, 0], [2, -1], [-1, 2]],
  'R>2': [[0, 0], [-1, 0], [2, 0], [-1, -2], [2, 1]],
  '2>R': [[0, 0], [1, 0], [-2, 0], [1, 2], [-2, -1]],
  '2>L': [[0, 0], [2, 0], [-1, 0], [2, -1], [-1, 2]],
  'L>2': [[0, 0], [-2, 0], [1, 0], [-2, 1], [1, -2]],
  'L>0': [[0, 0], [1, 0], [-2, 0], [1, 2], [-2, -1]],
  '0>L': [[0, 0], [-1, 0], [2, 0], [-1, -2], [2, 1]],
};

/** O never kicks: its cells are the same in every state, so only the un-moved test exists. */
export const KICKS_O: KickTests = [[0, 0]];

/** A half turn, e.g. `'0>2'` or `'R>L'`. */
export type HalfTransition = '0>2' | 'R>L' | '2>0' | 'L>R';

/**
 * TETR.IO's SRS+ half-turn (180-degree) kicks for J, L, S, T and Z (Triangle.js
 * `utils/kicks/data.ts`), in board convention (+y down): the basic turn first, then five tests.
 */
export const KICKS_180_JLSTZ: Readonly<Record<HalfTransition, KickTests>> = {
  '0>2': [[0, 0], [0, -1], [1, -1], [-1, -1], [1, 0], [-1, 0]],
  'R>L': [[0, 0], [1, 0], [1, -2], [1, -1], [0, -2], [0, -1]],
  '2>0': [[0, 0], [0, 1], [-1, 1], [1, 1], [-1, 0], [1, 0]],
  'L>R': [[0, 0], [-1, 0], [-1, -2], [-1, -1], [0, -2], [0, -1]],
};

/** SRS+ half-turn kicks for I (board convention): the basic turn, then one test. */
export const KICKS_180_I: Readonly<Record<HalfTransition, KickTests>> = {
  '0>2': [[0, 0], [0, -1]],
  'R>L': [[0, 0], [1, 0]],
  '2>0': [[0, 0], [0, 1]],
  'L>R': [[0, 0], [-1, 0]],
};

/** The half turn from each rotation state, in `ROTATIONS` order. */
export const HALF_TURNS: readonly HalfTransition[] = ['0>2', 'R>L', '2>0', 'L>R'];

/** Name of the transition from `from` turning clockwise (`cw` true) or counter-clockwise. */
export function transition(from: Rotation, cw: boolean): Transition {
  const i = ROTATIONS.indexOf(from);
  return `${from}>${ROTATIONS[(i + (cw ? 1 : 3)) & 3]}` as Transition;
}

// Packed for the hot path: entry ((table * 4 + fromRotation) * 2 + (cw ? 0 : 1)) * 5 + test,
// table 0 = JLSTZ, 1 = I.
/** @internal */
export const KICK_DX = new Int8Array(2 * 4 * 2 * 5);
/** @internal */
export const KICK_DY = new Int8Array(2 * 4 * 2 * 5);

for (let t = 0; t < 2; t++) {
  const table = t === 0 ? KICKS_JLSTZ : KICKS_I;
  for (let r = 0; r < 4; r++) {
    for (let d = 0; d < 2; d++) {
      const tests = table[transition(ROTATIONS[r], d === 0)];
      for (let k = 0; k < 5; k++) {
        KICK_DX[((t * 4 + r) * 2 + d) * 5 + k] = tests[k][0];
        KICK_DY[((t * 4 + r) * 2 + d) * 5 + k] = tests[k][1];
      }
    }
  }
}
