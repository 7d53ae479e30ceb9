/**
 * The matrix: 10 columns x 40 rows (20 hidden above 20 visible) in one typed array, plus a
 * per-row fill count so line detection and perfect-clear checks never scan the whole field.
 * @module
 */
import { CELL_BOTTOM, CELL_DX, CELL_DY, CELL_TOP, ROW_MASKS, pieceIndex } from '../rules/pieces.js';

/** Columns of the field. */
export const COLS = 10;
/** Visible rows. */
export const ROWS = 20;
/** Hidden rows above the visible field (y = -1 .. -20). */
export const HIDDEN_ROWS = 20;
/** Rows in the whole matrix. */
export const TOTAL_ROWS = ROWS + HIDDEN_ROWS;
/** Cell value of a filled cell that came from a non-piece board character. */
export const GARBAGE_CELL = 8;

/** Character `rows()` uses for a {@link GARBAGE_CELL}. */
export const GARBAGE_CHAR = 'X';

const LETTERS = '.IJLOSTZ' + GARBAGE_CHAR;

// Each row is also kept as a bit mask for fast collision tests: bit (x + 2) = column x, with
// two wall columns on the left (bits 0-1) and four on the right (bits 12-15) always set, so a
// piece mask shifted by (x + 2) needs no column bounds checks, and a full row is 0xffff.
const WALLS = 0b1111_0000_0000_0011;
const FULL_ROW = 0xffff;

/** @internal Mutable matrix used by `Game`. y follows the public convention (-20..19). */
export class Board {
  /** Cell values (0 empty, 1..7 piece index + 1, 8 garbage); index (y + 20) * 10 + x. */
  readonly cells: Uint8Array;
  /** Row bit masks with walls; index y + 20. */
  readonly rows: Uint16Array;
  /** Filled cells in the whole matrix. */
  filled = 0;

  constructor() {
    // One backing store for both views: a board is built for every game.
    const buffer = new ArrayBuffer(COLS * TOTAL_ROWS + 2 * TOTAL_ROWS);
    this.cells = new Uint8Array(buffer, 0, COLS * TOTAL_ROWS);
    this.rows = new Uint16Array(buffer, COLS * TOTAL_ROWS, TOTAL_ROWS);
    this.rows.fill(WALLS);
  }

  /** Cell value at (x, y); 0 outside the matrix. */
  get(x: number, y: number): number {
    if (x < 0 || x >= COLS || y < -HIDDEN_ROWS || y >= ROWS) return 0;
    return this.cells[(y + HIDDEN_ROWS) * COLS + x];
  }

  /** Walls, floor and the top of the buffer count as solid (T-spin corners, collision). */
  solid(x: number, y: number): boolean {
    if (x < 0 || x >= COLS || y < -HIDDEN_ROWS || y >= ROWS) return true;
    return this.cells[(y + HIDDEN_ROWS) * COLS + x] !== 0;
  }

  /** Whether piece `p` in rotation `r` with box top-left (x, y) overlaps nothing. */
  fits(p: number, r: number, x: number, y: number): boolean {
    const k = p * 4 + r;
    const shift = x + 2;
    // Boxes further out than this have every cell beyond the wall bits.
    if (shift < 0 || shift > 12) return false;
    const top = CELL_TOP[k];
    const bottom = CELL_BOTTOM[k];
    if (y + top < -HIDDEN_ROWS || y + bottom >= ROWS) return false;
    const rows = this.rows;
    const base = y + HIDDEN_ROWS;
    for (let i = top; i <= bottom; i++) {
      if ((rows[base + i] & (ROW_MASKS[k * 4 + i] << shift)) !== 0) return false;
    }
    return true;
  }

  /** Rows the piece can fall from (x, y) before it rests. */
  dropDistance(p: number, r: number, x: number, y: number): number {
    let d = 0;
    while (this.fits(p, r, x, y + d + 1)) d++;
    return d;
  }

  /** Write the piece's cells (the caller checked that it fits). */
  place(p: number, r: number, x: number, y: number): void {
    const base = (p * 4 + r) * 4;
    for (let i = 0; i < 4; i++) {
      const row = y + CELL_DY[base + i] + HIDDEN_ROWS;
      const col = x + CELL_DX[base + i];
      this.cells[row * COLS + col] = p + 1;
      this.rows[row] |= 1 << (col + 2);
    }
    this.filled += 4;
  }

  /**
   * Collect the full rows among the piece's rows into `out` (ascending y) and return how many.
   * Only the piece's rows can have become full, so nothing else is scanned.
   */
  fullRows(p: number, r: number, y: number, out: Int8Array): number {
    const k = p * 4 + r;
    let n = 0;
    for (let i = CELL_TOP[k]; i <= CELL_BOTTOM[k]; i++) {
      if (this.rows[y + i + HIDDEN_ROWS] === FULL_ROW) out[n++] = y + i;
    }
    return n;
  }

  /** Remove the given rows (ascending y) and drop everything above them. */
  clearRows(rows: Int8Array, count: number): void {
    const cells = this.cells;
    const masks = this.rows;
    for (let k = 0; k < count; k++) {
      // Ascending order: removing a row never moves the rows below it, so later indices stay valid.
      const row = rows[k] + HIDDEN_ROWS;
      this.filled -= COLS;
      cells.copyWithin(COLS, 0, row * COLS);
      cells.fill(0, 0, COLS);
      masks.copyWithin(1, 0, row);
      masks[0] = WALLS;
    }
  }

  /** Whether row y holds a garbage cell (a row that came from an attack or a non-piece board character). */
  isGarbageRow(y: number): boolean {
    const start = (y + HIDDEN_ROWS) * COLS;
    for (let x = 0; x < COLS; x++) if (this.cells[start + x] === GARBAGE_CELL) return true;
    return false;
  }

  /**
   * Garbage rises: everything moves up `count` rows (cells pushed past the top of the hidden rows
   * are lost; the next spawn then blocks out) and `count` garbage rows fill the bottom, each with
   * its hole at `column`.
   */
  addGarbage(count: number, column: number): void {
    const cells = this.cells;
    const masks = this.rows;
    const n = Math.min(count, TOTAL_ROWS);
    for (let i = 0; i < n * COLS; i++) if (cells[i] !== 0) this.filled--;
    cells.copyWithin(0, n * COLS);
    masks.copyWithin(0, n);
    for (let row = TOTAL_ROWS - n; row < TOTAL_ROWS; row++) {
      cells.fill(GARBAGE_CELL, row * COLS, (row + 1) * COLS);
      cells[row * COLS + column] = 0;
      masks[row] = FULL_ROW & ~(1 << (column + 2));
    }
    this.filled += n * (COLS - 1);
  }

  /** Empty the matrix. */
  clear(): void {
    this.cells.fill(0);
    this.rows.fill(WALLS);
    this.filled = 0;
  }

  /** Load `rows` (20 visible rows, top first) and `hidden` (rows above, the last directly above row 0). */
  load(rows: readonly string[] | undefined, hidden: readonly string[] | undefined): void {
    if (this.filled !== 0) this.clear();
    if (rows) {
      if (rows.length !== ROWS) throw new RangeError(`board needs ${ROWS} rows, got ${rows.length}`);
      for (let y = 0; y < ROWS; y++) this.#loadRow(y, rows[y]);
    }
    if (hidden) {
      if (hidden.length > HIDDEN_ROWS) throw new RangeError(`at most ${HIDDEN_ROWS} hidden rows, got ${hidden.length}`);
      for (let i = 0; i < hidden.length; i++) this.#loadRow(i - hidden.length, hidden[i]);
    }
  }

  #loadRow(y: number, text: string): void {
    if (typeof text !== 'string' || text.length !== COLS) {
      throw new RangeError(`row ${y} must be a string of ${COLS} characters`);
    }
    for (let x = 0; x < COLS; x++) {
      const ch = text[x];
      if (ch === '.') continue;
      const p = pieceIndex(ch);
      this.cells[(y + HIDDEN_ROWS) * COLS + x] = p >= 0 ? p + 1 : GARBAGE_CELL;
      this.rows[y + HIDDEN_ROWS] |= 1 << (x + 2);
      this.filled++;
    }
  }

  /** Row y as text: `.` empty, piece letters, {@link GARBAGE_CHAR} for other filled cells. */
  rowString(y: number): string {
    let s = '';
    const start = (y + HIDDEN_ROWS) * COLS;
    for (let x = 0; x < COLS; x++) s += LETTERS[this.cells[start + x]];
    return s;
  }
}
