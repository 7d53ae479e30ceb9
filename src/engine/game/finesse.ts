/**
 * Finesse: the fewest presses that bring a new piece over a placement, and the faults of a lock
 * (presses beyond that minimum), counted as Jstris and tetr.js count them.
 *
 * Counting (decisions where the references leave a choice):
 * - A press is a new left or right press (a tap, or a hold that auto-shifts to the wall: one
 *   press either way) or a rotation press (clockwise, counter-clockwise, and a half turn when
 *   `handling.rotate180` is on). Drops and auto-repeats are not presses.
 * - A hold starts a new piece: the count starts again. Inputs buffered during a delay belong to
 *   the piece they act on.
 * - The minimum is found on an empty field at spawn height, by a breadth-first search over the
 *   moves above (with the real kicks); placements with the same cells count as one (S, Z and I
 *   lying down or standing up in either of their two states).
 * - Only placements a hard drop from above can reach are judged: a tuck or a spin under an
 *   overhang is not a finesse matter, so it is never a fault.
 * @module
 */
import { Board, COLS } from '../state/board.js';
import { Falling } from '../state/falling.js';
import { LockDelay } from '../state/lock-delay.js';
import { CELL_DX, CELL_DY, SPAWN_X, SPAWN_Y } from '../rules/pieces.js';

// Box x runs from -2 to COLS - 1 (an I standing in state L at the left wall has box x -1).
const X_MIN = -2;
const X_SPAN = COLS + 2;

/** Minimum presses per (piece, rotation, box x), one table without half turns and one with them. */
const tables: (Int8Array | undefined)[] = [undefined, undefined];

/** The cells of a placement as a key: its shape's offsets from the leftmost column, and that column. */
function shapeKey(p: number, r: number, x: number): string {
  const base = (p * 4 + r) * 4;
  let left = 99;
  let top = 99;
  for (let i = 0; i < 4; i++) {
    left = Math.min(left, CELL_DX[base + i]);
    top = Math.min(top, CELL_DY[base + i]);
  }
  const cells: string[] = [];
  for (let i = 0; i < 4; i++) cells.push(`${CELL_DX[base + i] - left}${CELL_DY[base + i] - top}`);
  return `${cells.sort().join('')}@${x + left}`;
}

/** Breadth-first search from spawn over every move that costs one press; then equal placements share their best. */
function buildTable(half: boolean): Int8Array {
  const table = new Int8Array(7 * 4 * X_SPAN).fill(-1);
  const piece = new Falling(new Board(), new LockDelay(0, 0));
  for (let p = 0; p < 7; p++) {
    const at = (r: number, x: number) => (p * 4 + r) * X_SPAN + x - X_MIN;
    // A state is (box x - X_MIN) * 4 + rotation.
    const queue: number[] = [(SPAWN_X - X_MIN) * 4];
    table[at(0, SPAWN_X)] = 0;
    while (queue.length > 0) {
      const state = queue.shift()!;
      const [r, x] = [state & 3, (state >> 2) + X_MIN];
      const visit = (move: () => unknown) => {
        piece.enter(p, r, x, SPAWN_Y);
        move();
        if (table[at(piece.r, piece.x)] >= 0) return;
        table[at(piece.r, piece.x)] = table[at(r, x)] + 1;
        queue.push((piece.x - X_MIN) * 4 + piece.r);
      };
      visit(() => piece.shift(-1));
      visit(() => piece.shift(1));
      visit(() => { while (piece.shift(-1)); });
      visit(() => { while (piece.shift(1)); });
      visit(() => piece.rotate(true));
      visit(() => piece.rotate(false));
      if (half) visit(() => piece.rotate180());
    }
    // The same cells reached in another rotation state count as the same placement.
    const best = new Map<string, number>();
    for (let r = 0; r < 4; r++) {
      for (let x = X_MIN; x < COLS; x++) {
        const n = table[at(r, x)];
        const key = shapeKey(p, r, x);
        if (n >= 0 && n < (best.get(key) ?? 99)) best.set(key, n);
      }
    }
    for (let r = 0; r < 4; r++) {
      for (let x = X_MIN; x < COLS; x++) if (table[at(r, x)] >= 0) table[at(r, x)] = best.get(shapeKey(p, r, x))!;
    }
  }
  return table;
}

/**
 * The fewest presses that bring piece `p` (index in `PIECE_TYPES`) from spawn to rotation `r`
 * (index in `ROTATIONS`) with box x `x`, with or without the half turn; -1 when the box is out of reach.
 */
export function finesseMinimum(p: number, r: number, x: number, half: boolean): number {
  if (x < X_MIN || x >= COLS) return -1;
  const i = half ? 1 : 0;
  const table = (tables[i] ??= buildTable(half));
  return table[(p * 4 + r) * X_SPAN + x - X_MIN];
}

/**
 * Faults of a lock of piece p in rotation r at box (x, y) on `board` (before the piece is written)
 * after `presses` presses: presses beyond the minimum, or 0 when the placement is not judged.
 */
export function finesseFaults(board: Board, p: number, r: number, x: number, y: number, presses: number, half: boolean): number {
  const top = SPAWN_Y;
  if (!board.fits(p, r, x, top) || top + board.dropDistance(p, r, x, top) !== y) return 0;
  const minimum = finesseMinimum(p, r, x, half);
  return minimum < 0 || presses <= minimum ? 0 : presses - minimum;
}
