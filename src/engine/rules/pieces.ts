/**
 * SRS piece shapes and spawn position (tetris.wiki "Super Rotation System").
 * @module
 */
import type { PieceType, Rotation } from '../types.js';

/** The pieces in index order; board cell value = index + 1 (see `Game.cell`). */
export const PIECE_TYPES: readonly PieceType[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];

/** Rotation states in clockwise order; a state's index is its number of CW turns from spawn. */
export const ROTATIONS: readonly Rotation[] = ['0', 'R', '2', 'L'];

type Shape = readonly (readonly [number, number])[];

/**
 * Cells of each piece in each rotation state, as `[col, row]` offsets inside the bounding box
 * (row grows downward), the SRS states drawn in a y-down box.
 */
export const SHAPES: Readonly<Record<PieceType, Readonly<Record<Rotation, Shape>>>> = {
  I: {
    '0': [[0, 1], [1, 1], [2, 1], [3, 1]],
    R: [[2, 0], [2, 1], [2, 2], [2, 3]],
    '2': [[0, 2], [1, 2], [2, 2], [3, 2]],
    L: [[1, 0], [1, 1], [1, 2], [1, 3]],
  },
  J: {
    '0': [[0, 0], [0, 1], [1, 1], [2, 1]],
    R: [[1, 0], [2, 0], [1, 1], [1, 2]],
    '2': [[0, 1], [1, 1], [2, 1], [2, 2]],
    L: [[1, 0], [1, 1], [0, 2], [1, 2]],
  },
  L: {
    '0': [[2, 0], [0, 1], [1, 1], [2, 1]],
    R: [[1, 0], [1, 1], [1, 2], [2, 2]],
    '2': [[0, 1], [1, 1], [2, 1], [0, 2]],
    L: [[0, 0], [1, 0], [1, 1], [1, 2]],
  },
  O: {
    '0': [[1, 0], [2, 0], [1, 1], [2, 1]],
    R: [[1, 0], [2, 0], [1, 1], [2, 1]],
    '2': [[1, 0], [2, 0], [1, 1], [2, 1]],
    L: [[1, 0], [2, 0], [1, 1], [2, 1]],
  },
  S: {
    '0': [[1, 0], [2, 0], [0, 1], [1, 1]],
    R: [[1, 0], [1, 1], [2, 1], [2, 2]],
    '2': [[1, 1], [2, 1], [0, 2], [1, 2]],
    L: [[0, 0], [0, 1], [1, 1], [1, 2]],
  },
  T: {
    '0': [[1, 0], [0, 1], [1, 1], [2, 1]],
    R: [[1, 0], [1, 1], [2, 1], [1, 2]],
    '2': [[0, 1], [1, 1], [2, 1], [1, 2]],
    L: [[1, 0], [0, 1], [1, 1], [1, 2]],
  },
  Z: {
    '0': [[0, 0], [1, 0], [1, 1], [2, 1]],
    R: [[2, 0], [1, 1], [2, 1], [1, 2]],
    '2': [[0, 1], [1, 1], [1, 2], [2, 2]],
    L: [[1, 0], [0, 1], [1, 1], [0, 2]],
  },
};

/** Every piece spawns in state 0 with its box top-left here (cells in the first two hidden rows). */
export const SPAWN_X = 3;
/** See {@link SPAWN_X}. */
export const SPAWN_Y = -2;

// Packed copies of SHAPES for the hot path, so collision tests do no property lookups and
// allocate nothing. Per (piece * 4 + rotation) = k:
/** @internal Cell column offsets, entry k * 4 + cell. */
export const CELL_DX = new Int8Array(7 * 4 * 4);
/** @internal Cell row offsets, entry k * 4 + cell (non-decreasing within a shape). */
export const CELL_DY = new Int8Array(7 * 4 * 4);
/** @internal Lowest cell row inside the box, entry k. */
export const CELL_BOTTOM = new Int8Array(7 * 4);
/** @internal Highest cell row inside the box, entry k. */
export const CELL_TOP = new Int8Array(7 * 4);
/** @internal Bit mask of the cells in each box row (bit = box column), entry k * 4 + row. */
export const ROW_MASKS = new Uint8Array(7 * 4 * 4);

for (let p = 0; p < 7; p++) {
  for (let r = 0; r < 4; r++) {
    const k = p * 4 + r;
    const shape = SHAPES[PIECE_TYPES[p]][ROTATIONS[r]];
    let top = 3;
    let bottom = 0;
    for (let i = 0; i < 4; i++) {
      const [dx, dy] = shape[i];
      CELL_DX[k * 4 + i] = dx;
      CELL_DY[k * 4 + i] = dy;
      ROW_MASKS[k * 4 + dy] |= 1 << dx;
      if (dy > bottom) bottom = dy;
      if (dy < top) top = dy;
    }
    CELL_BOTTOM[k] = bottom;
    CELL_TOP[k] = top;
  }
}

/** Index of a piece letter in {@link PIECE_TYPES}, or -1. */
export function pieceIndex(type: string): number {
  return PIECE_TYPES.indexOf(type as PieceType);
}

/** Index of a rotation name in {@link ROTATIONS}, or -1. */
export function rotationIndex(rotation: string): number {
  return ROTATIONS.indexOf(rotation as Rotation);
}
