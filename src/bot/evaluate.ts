/**
 * How good a board and a move are: the classic stacking features (landing height, holes, row and
 * column transitions, wells, bumpiness; Dellacherie's set as El-Tetris weighs it) plus terms a
 * versus player needs, after the features of Cold Clear's published evaluation: a Tetris well
 * (its depth and column), bumpiness squared, height in the top half and quarter, T-spin slots,
 * back-to-back, combo, perfect clears, incoming garbage, and the attack a lock sends under the
 * `tetrio` rules. The weights are one typed table; each difficulty has its preset in
 * `difficulty.ts`.
 * @module
 */
import { ATTACK_RULES, COLS, HIDDEN_ROWS, ROWS } from '../engine/index.js';
import { BOX_ROWS, CELLS, CELL_Y, FULL, Field, T } from './field.js';
import type { Spin } from './placements.js';

/** Weights of the evaluation: board features (per unit) and rewards of a move. */
export interface Weights {
  /** Height of the placed piece's middle above the floor, in rows. */
  readonly landingHeight: number;
  /** Empty cells with a filled cell above them in their column. */
  readonly holes: number;
  /** Filled cells above a hole in its column (what must be cleared to reach it). */
  readonly coveredCells: number;
  /** Filled/empty changes along each row (walls count as filled). */
  readonly rowTransitions: number;
  /** Filled/empty changes down each column (the floor counts as filled). */
  readonly columnTransitions: number;
  /** Cumulative depth of open wells (1 + 2 + ... per well cell). */
  readonly wells: number;
  /** Sum of height differences of neighbouring columns (the Tetris well left out when it is weighed). */
  readonly bumpiness: number;
  /** Sum of the squares of those differences. */
  readonly bumpinessSq: number;
  /** Height of the highest column. */
  readonly height: number;
  /** Rows of the highest column above half the field, and above three quarters of it. */
  readonly topHalf: number;
  readonly topQuarter: number;
  /** Per row of the Tetris well: rows full but for the lowest column, from its floor up (at most `maxWellDepth`). */
  readonly wellDepth: number;
  readonly maxWellDepth: number;
  /** Reward of the well's column (0-9), when there is a well. */
  readonly wellColumns: readonly number[];
  /** Per row squared above half the field (the stack near the top, garbage included). */
  readonly danger: number;
  /** Reward of the best ready T-spin slot on the board, by the lines it would clear (1-2). */
  readonly tSlots: readonly [number, number];
  /** Rewards of clearing 1-4 lines without a spin. */
  readonly clears: readonly [number, number, number, number];
  /** Rewards of a T-spin clearing 0-3 lines. */
  readonly tSpins: readonly [number, number, number, number];
  /** Rewards of a T-spin mini clearing 0-2 lines. */
  readonly tSpinMinis: readonly [number, number, number];
  /** Extra reward of a difficult clear made back-to-back. */
  readonly backToBack: number;
  /** Value of a board whose next difficult clear would be back-to-back. */
  readonly backToBackState: number;
  /** Reward per step of combo counter after a clearing lock. */
  readonly combo: number;
  /** Reward of a perfect clear. */
  readonly perfectClear: number;
  /** Reward per line cleared per line of incoming garbage (clearing cancels it, in versus). */
  readonly incoming: number;
  /** A T placed without a T-spin clear (the T-spin piece spent). */
  readonly wastedT: number;
  /** Per line a lock sends under the `tetrio` rules (back-to-back bonus and combo multiplier included). */
  readonly attack: number;
}

/** What one lock did, for {@link moveValue}. */
export interface LockOutcome {
  readonly p: number;
  readonly lines: number;
  readonly spin: Spin;
  /** Back-to-back and combo before the lock (combo as the engine counts it: -1 none). */
  readonly backToBack: boolean;
  readonly combo: number;
  readonly perfectClear: boolean;
  /** Rows above the floor of the piece's middle. */
  readonly landingHeight: number;
}

const ROW_BOUNDARIES = 0b0000_1111_1111_1110;
/** The T pointing down (rotation 2). */
const T_DOWN = T * 4 + 2;
/** Depth of the open well running down each bit (column + 2) so far. */
const runs = new Int8Array(16);
const heights = new Int8Array(COLS);
const holeRows = new Uint16Array(HIDDEN_ROWS + ROWS);

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Value of a board (higher is better), with `incoming` garbage lines on their way. */
export function boardValue(field: Field, w: Weights, incoming = 0): number {
  const rows = field.rows;
  const top = field.top;
  let seen = 0;
  let prev = 0;
  let holes = 0;
  let rowT = 0;
  let colT = 0;
  let wells = 0;
  let inWell = 0;
  runs.fill(0);
  heights.fill(0);
  for (let y = top; y < ROWS; y++) {
    const row = rows[y + HIDDEN_ROWS];
    const cells = row & CELLS;
    const holeMask = ~row & seen & CELLS;
    holeRows[y + HIDDEN_ROWS] = holeMask;
    holes += popcount(holeMask);
    for (let fresh = cells & ~seen; fresh !== 0; fresh &= fresh - 1) heights[31 - Math.clz32(fresh & -fresh) - 2] = ROWS - y;
    seen |= cells;
    rowT += popcount((row ^ (row >> 1)) & ROW_BOUNDARIES);
    colT += popcount((cells ^ prev) & CELLS);
    prev = cells;
    // Open wells: an empty cell between two filled ones (walls count), nothing above it. A well
    // cell one deeper than the one above it counts one more (1 + 2 + ... down a well).
    const well = ~row & (row << 1) & (row >> 1) & CELLS & ~seen;
    for (let ended = inWell & ~well; ended !== 0; ended &= ended - 1) runs[31 - Math.clz32(ended & -ended)] = 0;
    for (let bits = well; bits !== 0; bits &= bits - 1) wells += ++runs[31 - Math.clz32(bits & -bits)];
    inWell = well;
  }
  colT += popcount(~prev & CELLS);
  let covered = 0;
  let below = 0;
  for (let y = ROWS - 1; y >= top; y--) {
    covered += popcount(rows[y + HIDDEN_ROWS] & below);
    below |= holeRows[y + HIDDEN_ROWS];
  }
  let max = 0;
  let well = 0;
  for (let x = 0; x < COLS; x++) {
    if (heights[x] > max) max = heights[x];
    if (heights[x] < heights[well]) well = x;
  }
  // The well: rows full but for its column, from the floor of its column up.
  let depth = 0;
  if (w.wellDepth !== 0) {
    const open = FULL & ~(1 << (well + 2));
    for (let y = ROWS - 1 - heights[well]; y >= top && depth < w.maxWellDepth && rows[y + HIDDEN_ROWS] === open; y--) depth++;
  }
  let bump = 0;
  let bumpSq = 0;
  let prevX = -1;
  for (let x = 0; x < COLS; x++) {
    if (depth > 0 && x === well) continue;
    if (prevX >= 0) {
      const d = Math.abs(heights[x] - heights[prevX]);
      bump += d;
      bumpSq += d * d;
    }
    prevX = x;
  }
  const over = Math.max(0, max + incoming - ROWS / 2);
  let value =
    w.holes * holes + w.coveredCells * covered + w.rowTransitions * rowT + w.columnTransitions * colT + w.wells * wells +
    w.bumpiness * bump + w.bumpinessSq * bumpSq + w.height * max + w.danger * over * over +
    w.topHalf * Math.max(0, max - ROWS / 2) + w.topQuarter * Math.max(0, max - (ROWS * 3) / 4);
  if (depth > 0) value += w.wellDepth * depth + w.wellColumns[well];
  if (w.tSlots[0] !== 0 || w.tSlots[1] !== 0) {
    const slot = tSlotLines(field);
    if (slot > 0) value += w.tSlots[slot - 1];
  }
  return value;
}

/**
 * Lines the best ready T-spin slot would clear: a T pointing down whose stem sits on a column's
 * surface, whose flat row and stem row are full but for the T's cells, with a filled corner above
 * it (the overhang it spins under). Reads the column heights `boardValue` has just measured.
 */
function tSlotLines(field: Field): number {
  let best = 0;
  for (let x = 0; x <= COLS - 3; x++) {
    const y = ROWS - 1 - heights[x + 1];
    const stem = field.row(y) | (2 << (x + 2));
    if (stem !== FULL && best > 0) continue;
    const flat = field.row(y - 1) | (7 << (x + 2));
    const lines = (flat === FULL ? 1 : 0) + (stem === FULL ? 1 : 0);
    if (lines <= best || (field.row(y - 1) & (7 << (x + 2))) !== 0) continue;
    if (!field.solid(x, y) || !field.solid(x + 2, y) || !field.fits(T_DOWN, x, y - 2)) continue;
    if (field.solid(x, y - 2) || field.solid(x + 2, y - 2)) best = lines;
  }
  return best;
}

const TETRIO = ATTACK_RULES.tetrio;
const SPIN_KINDS = ['none', 'mini', 'full'] as const;

/**
 * Lines a lock sends under the `tetrio` rules (no surge, no ramp), unrounded: the table by spin and
 * lines, +1 back-to-back, times 1 + 0.25 per combo step (at least ln(1 + 1.25 x combo) from the
 * third clear in a row), plus a perfect clear's.
 */
export function tetrioAttack(o: LockOutcome): number {
  if (o.lines === 0) return 0;
  const difficult = o.lines === 4 || o.spin !== 0;
  const base = (TETRIO.lines[SPIN_KINDS[o.spin]][o.lines] ?? 0) + (difficult && o.backToBack ? TETRIO.backToBack : 0);
  const combo = o.combo + 1;
  const multiplied = base * (1 + 0.25 * combo);
  const attack = combo > 1 ? Math.max(multiplied, Math.log1p(1.25 * combo)) : multiplied;
  return attack + (o.perfectClear ? TETRIO.perfectClear : 0);
}

/** Value of what one lock did (line clear rewards, spin, back-to-back, combo, attack, landing height). */
export function moveValue(o: LockOutcome, w: Weights, incoming = 0): number {
  let v = w.landingHeight * o.landingHeight;
  if (o.spin === 2) v += w.tSpins[o.lines];
  else if (o.spin === 1) v += w.tSpinMinis[Math.min(o.lines, 2)];
  else if (o.lines > 0) v += w.clears[o.lines - 1];
  if (o.p === T && (o.spin === 0 || o.lines === 0)) v += w.wastedT;
  if (o.lines > 0) {
    if (o.backToBack && (o.lines === 4 || o.spin !== 0)) v += w.backToBack;
    v += w.combo * (o.combo + 1);
    v += w.incoming * incoming * o.lines;
    if (w.attack !== 0) v += w.attack * tetrioAttack(o);
  }
  if (o.perfectClear) v += w.perfectClear;
  return v;
}

/** Rows above the floor of the middle of piece-rotation k locked with its box top at y. */
export function landingHeight(k: number, y: number): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += CELL_Y[k * 4 + i];
  return ROWS - (y + sum / 4) - 0.5;
}

/** Whether piece-rotation k at box row y has every cell above the visible field (a lock out). */
export function aboveField(k: number, y: number): boolean {
  for (let i = 3; i >= 0; i--) if (BOX_ROWS[k * 4 + i] !== 0) return y + i < 0;
  return true;
}
