/**
 * The bot's own copy of the matrix: one 16-bit mask per row (bit `x + 2` = column x, with wall bits
 * on both sides, the same trick the engine uses), so a search can copy, fill and clear boards
 * thousands of times per decision. Built from a `Game` or a TBP board through public data only.
 * @module
 */
import { COLS, HIDDEN_ROWS, PIECE_TYPES, ROTATIONS, ROWS, SHAPES, TOTAL_ROWS } from '../engine/index.js';
import type { Game, PieceType } from '../engine/index.js';

/** Wall bits: two on the left (x = -2, -1), four on the right (x = 10..13). */
export const WALLS = 0b1111_0000_0000_0011;
/** The ten cells of a row. */
export const CELLS = 0b0000_1111_1111_1100;
/** A row with every cell filled. */
export const FULL = 0xffff;
/** Piece positions are box x + 2, in 0..12 (every box further out has a cell beyond the walls). */
export const SHIFTS = 0x1fff;

/** Topmost box y any piece can take (an I lying in row 1 of its box in the top hidden row). */
export const BOX_Y_MIN = -HIDDEN_ROWS - 1;
/** Box rows a piece can take: BOX_Y_MIN .. ROWS - 2. */
export const BOX_Y_COUNT = TOTAL_ROWS;

/** Per piece-rotation k = p * 4 + r: the cells as column and row offsets inside the box. */
export const CELL_X = new Int8Array(28 * 4);
/** See {@link CELL_X}. */
export const CELL_Y = new Int8Array(28 * 4);
/** Per k: bit mask of each box row (bit = box column). */
export const BOX_ROWS = new Uint8Array(28 * 4);

for (let p = 0; p < 7; p++) {
  for (let r = 0; r < 4; r++) {
    const shape = SHAPES[PIECE_TYPES[p]][ROTATIONS[r]];
    for (let i = 0; i < 4; i++) {
      const k = p * 4 + r;
      CELL_X[k * 4 + i] = shape[i][0];
      CELL_Y[k * 4 + i] = shape[i][1];
      BOX_ROWS[k * 4 + shape[i][1]] |= 1 << shape[i][0];
    }
  }
}

/** Index of the T piece in `PIECE_TYPES`. */
export const T = PIECE_TYPES.indexOf('T');
/** Index of the O piece. */
export const O = PIECE_TYPES.indexOf('O');
/** Index of the I piece. */
export const I = PIECE_TYPES.indexOf('I');

/** Index of a piece letter. */
export function pieceOf(type: PieceType): number {
  return PIECE_TYPES.indexOf(type);
}

/** A matrix of 40 rows (y = -20 .. 19, as in the engine). */
export class Field {
  /** Row masks with walls; index y + 20. */
  readonly rows: Uint16Array;

  constructor(rows?: Uint16Array) {
    this.rows = rows ? rows.slice() : new Uint16Array(TOTAL_ROWS).fill(WALLS);
  }

  /** The locked cells of a game (hidden rows included). */
  static fromGame(game: Game): Field {
    const field = new Field();
    for (let y = -HIDDEN_ROWS; y < ROWS; y++) {
      let mask = WALLS;
      for (let x = 0; x < COLS; x++) if (game.cell(x, y) !== 0) mask |= 1 << (x + 2);
      field.rows[y + HIDDEN_ROWS] = mask;
    }
    return field;
  }

  clone(): Field {
    return new Field(this.rows);
  }

  copyFrom(other: Field): void {
    this.rows.set(other.rows);
  }

  /** Row mask of y; rows outside the matrix are full. */
  row(y: number): number {
    return y < -HIDDEN_ROWS || y >= ROWS ? FULL : this.rows[y + HIDDEN_ROWS];
  }

  /** Cell (x, y) is filled; walls, floor and above the matrix count as filled (T-spin corners). */
  solid(x: number, y: number): boolean {
    if (x < 0 || x >= COLS) return true;
    return (this.row(y) & (1 << (x + 2))) !== 0;
  }

  /** Piece-rotation k fits with its box at (x, y). */
  fits(k: number, x: number, y: number): boolean {
    const shift = x + 2;
    if (shift < 0 || shift > 12) return false;
    for (let i = 0; i < 4; i++) {
      const mask = BOX_ROWS[k * 4 + i];
      if (mask !== 0 && (this.row(y + i) & (mask << shift)) !== 0) return false;
    }
    return true;
  }

  /**
   * Box positions (bit = x + 2) where piece-rotation k fits in box row y: a cell at box offset
   * (dx, dy) is blocked at position s exactly where bit s + dx of row y + dy is set.
   */
  fitMask(k: number, y: number): number {
    let blocked = 0;
    for (let i = 0; i < 4; i++) blocked |= this.row(y + CELL_Y[k * 4 + i]) >> CELL_X[k * 4 + i];
    return ~blocked & SHIFTS;
  }

  /** Lock piece-rotation k at (x, y) and clear full rows; returns the rows cleared. */
  place(k: number, x: number, y: number): number {
    const shift = x + 2;
    for (let i = 0; i < 4; i++) {
      const mask = BOX_ROWS[k * 4 + i];
      if (mask !== 0 && y + i >= -HIDDEN_ROWS && y + i < ROWS) this.rows[y + i + HIDDEN_ROWS] |= mask << shift;
    }
    return this.clearFull();
  }

  /** Remove full rows, shifting the rows above down; returns how many. */
  clearFull(): number {
    const rows = this.rows;
    let write = TOTAL_ROWS - 1;
    for (let read = TOTAL_ROWS - 1; read >= 0; read--) {
      if (rows[read] !== FULL) rows[write--] = rows[read];
    }
    const cleared = write + 1;
    for (let i = 0; i <= write; i++) rows[i] = WALLS;
    return cleared;
  }

  /** Garbage rising from below: `lines` rows full but for column `hole`; the top rows drop off. */
  rise(lines: number, hole: number): void {
    const rows = this.rows;
    rows.copyWithin(0, lines);
    rows.fill(FULL & ~(1 << (hole + 2)), TOTAL_ROWS - lines);
  }

  /** No filled cell anywhere. */
  get empty(): boolean {
    for (let i = TOTAL_ROWS - 1; i >= 0; i--) if (this.rows[i] !== WALLS) return false;
    return true;
  }

  /** Topmost row (y) holding a filled cell, or ROWS when empty. */
  get top(): number {
    for (let i = 0; i < TOTAL_ROWS; i++) if (this.rows[i] !== WALLS) return i - HIDDEN_ROWS;
    return ROWS;
  }
}

/**
 * A number naming the four cells of piece-rotation k at (x, y), equal for placements that cover the
 * same cells (I, S and Z in opposite states, O in any state): top row and the four row masks.
 */
export function cellKey(k: number, x: number, y: number): number {
  let top = 0;
  while (BOX_ROWS[k * 4 + top] === 0) top++;
  let key = y + top + 32;
  for (let j = 0; j < 4; j++) {
    const i = top + j;
    key = key * 1024 + (i < 4 ? ((BOX_ROWS[k * 4 + i] << (x + 2)) >> 2) & 0x3ff : 0);
  }
  return key;
}
