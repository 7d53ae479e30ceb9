/**
 * Every final placement a piece can reach from where it is with SRS: shifts, rotations both ways
 * (with the engine's kick tables) and soft drop, so tucks and T-spins are found, each with the
 * T-spin the engine would score (3-corner rule, front corners, a test-5 kick upgrades a mini).
 *
 * The search is a flood over row masks: for each rotation and box row, one 13-bit mask of the box
 * positions reached, kept three times over (last move a shift or drop, a rotation through kicks
 * 1-4, a rotation through kick 5) because the T-spin of a lock depends on the last move. Shifts
 * fill a row at once, drops and kicks move whole masks, so a piece costs a few thousand integer
 * operations instead of a walk over every cell.
 * @module
 */
import { KICKS_I, KICKS_JLSTZ, KICKS_O, ROTATIONS, detectTSpin, transition } from '../engine/index.js';
import type { KickTests } from '../engine/index.js';
import { BOX_Y_COUNT, BOX_Y_MIN, Field, I, O, SHIFTS, T, cellKey } from './field.js';

/** T-spin codes: 0 none, 1 mini, 2 full (the order of the engine's `TSpin` names). */
export type Spin = 0 | 1 | 2;
/** Names of the spin codes, as `LockResult.tSpin` and TBP spell them. */
export const SPIN_NAMES = ['none', 'mini', 'full'] as const;

/** One final placement: piece p in rotation r with its box at (x, y), locked with `spin`. */
export interface Placement {
  readonly p: number;
  readonly r: number;
  readonly x: number;
  readonly y: number;
  readonly spin: Spin;
  /** Cells and spin in one number: equal for placements that lock the same cells the same way. */
  readonly key: number;
}

/** Kick tests per piece-rotation k and direction (0 cw, 1 ccw), packed: entry (k * 2 + d) * 5 + test. */
export const KICK_X = new Int8Array(28 * 2 * 5);
/** See {@link KICK_X}. */
export const KICK_Y = new Int8Array(28 * 2 * 5);
/** Number of kick tests per piece (O only turns in place). */
export const KICK_COUNT = new Uint8Array(7);

for (let p = 0; p < 7; p++) {
  const table = p === O ? null : p === I ? KICKS_I : KICKS_JLSTZ;
  KICK_COUNT[p] = table ? 5 : KICKS_O.length;
  for (let r = 0; r < 4; r++) {
    for (let d = 0; d < 2; d++) {
      const tests: KickTests = table ? table[transition(ROTATIONS[r], d === 0)] : KICKS_O;
      tests.forEach(([dx, dy], t) => {
        KICK_X[((p * 4 + r) * 2 + d) * 5 + t] = dx;
        KICK_Y[((p * 4 + r) * 2 + d) * 5 + t] = dy;
      });
    }
  }
}

/** T-spin of a T locked in rotation r at (x, y) after a rotation through kick test `kick` (1-5), by the engine's rule. */
export function tSpinAt(field: Field, r: number, x: number, y: number, kick: number): Spin {
  return detectTSpin(field, r, x, y, kick);
}

const ALL_ROTATIONS: readonly number[] = [0, 1, 2, 3];

/** Shift a mask of box positions by dx columns (positive = right). */
function shiftBy(mask: number, dx: number): number {
  return (dx >= 0 ? mask << dx : mask >> -dx) & SHIFTS;
}

/** Reusable buffers of one flood (4 rotations x 40 box rows). */
class Flood {
  readonly fit = new Uint16Array(4 * BOX_Y_COUNT);
  /** Reached with a shift or a drop last. */
  readonly plain = new Uint16Array(4 * BOX_Y_COUNT);
  /** Reached with a rotation through kick 1-4 last. */
  readonly turned = new Uint16Array(4 * BOX_Y_COUNT);
  /** Reached with a rotation through kick 5 last. */
  readonly kicked5 = new Uint16Array(4 * BOX_Y_COUNT);
}
const flood = new Flood();

/**
 * Every final placement of piece p starting at rotation r0, box (x0, y0), with no gravity (the
 * moves of `game.press()`): one entry per distinct cells-and-spin, hard drops and tucks alike.
 */
export function placements(field: Field, p: number, r0: number, x0: number, y0: number): Placement[] {
  const { fit, plain, turned, kicked5 } = flood;
  plain.fill(0);
  turned.fill(0);
  kicked5.fill(0);
  // Box rows down to `open` touch nothing filled, nor do their kicks (a 4-row box, kicks 2 rows
  // down): a piece there can take every position of that row in every state, so the flood starts
  // there instead of walking down through open air.
  const open = field.top - 6;
  const startRow = Math.max(y0, open);
  const first = Math.max(0, startRow - BOX_Y_MIN - 2);
  for (let r = 0; r < 4; r++) {
    const k = p * 4 + r;
    for (let i = first; i < BOX_Y_COUNT; i++) fit[r * BOX_Y_COUNT + i] = field.fitMask(k, i + BOX_Y_MIN);
  }
  if (!field.fits(p * 4 + r0, x0, y0)) return [];
  // O turns without moving: its other states lock the same cells, so only its own state is flooded.
  const rotations = p === O ? [r0] : ALL_ROTATIONS;
  if (y0 < open) for (const r of rotations) plain[r * BOX_Y_COUNT + open - BOX_Y_MIN] = fit[r * BOX_Y_COUNT + open - BOX_Y_MIN];
  else plain[r0 * BOX_Y_COUNT + y0 - BOX_Y_MIN] = 1 << (x0 + 2);
  let top = startRow - BOX_Y_MIN;
  let changed = true;
  while (changed) {
    changed = false;
    let nextTop = BOX_Y_COUNT;
    for (let i = top; i < BOX_Y_COUNT; i++) {
      for (const r of rotations) {
        const at = r * BOX_Y_COUNT + i;
        let all = plain[at] | turned[at] | kicked5[at];
        if (all === 0) continue;
        const f = fit[at];
        // Shifts: every position along the row that a run of free positions connects.
        let shifted = ((all << 1) | (all >> 1)) & f;
        for (;;) {
          const more = (shifted | (shifted << 1) | (shifted >> 1)) & f;
          if (more === shifted) break;
          shifted = more;
        }
        if ((plain[at] | shifted) !== plain[at]) plain[at] |= shifted;
        all |= shifted;
        // Soft drop: one row down.
        if (i + 1 < BOX_Y_COUNT) {
          const below = all & fit[at + 1];
          if ((plain[at + 1] | below) !== plain[at + 1]) plain[at + 1] |= below;
        }
        // Rotations: each test takes the positions whose earlier tests failed.
        for (let d = 0; d < 2 && p !== O; d++) {
          const to = (r + (d === 0 ? 1 : 3)) & 3;
          const base = ((p * 4 + r) * 2 + d) * 5;
          let left = all;
          for (let t = 0; t < 5 && left !== 0; t++) {
            const dx = KICK_X[base + t];
            const dy = KICK_Y[base + t];
            const ti = i + dy;
            if (ti >= BOX_Y_COUNT) continue;
            const dest = to * BOX_Y_COUNT + ti;
            const free = shiftBy(ti < first ? field.fitMask(p * 4 + to, ti + BOX_Y_MIN) : fit[dest], -dx);
            const moved = left & free;
            left &= ~free;
            // Into open air above the flood: nothing there that the start row does not reach.
            if (moved === 0 || ti < first) continue;
            const target = t === 4 ? kicked5 : turned;
            const bits = shiftBy(moved, dx);
            if ((target[dest] | bits) !== target[dest]) {
              target[dest] |= bits;
              // A kick upwards (or to a row already passed) needs another pass.
              if (ti <= i) {
                changed = true;
                if (ti < nextTop) nextTop = ti;
              }
            }
          }
        }
      }
    }
    top = nextTop;
  }
  return collect(field, p, rotations, first);
}

/** The resting positions of the flood, one per distinct cells and spin. */
function collect(field: Field, p: number, rotations: readonly number[], first: number): Placement[] {
  const { fit, plain, turned, kicked5 } = flood;
  const out: Placement[] = [];
  const seen = new Set<number>();
  const add = (r: number, x: number, y: number, spin: Spin) => {
    const key = cellKey(p * 4 + r, x, y) * 3 + spin;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ p, r, x, y, spin, key });
  };
  for (const r of rotations) {
    for (let i = first; i < BOX_Y_COUNT; i++) {
      const at = r * BOX_Y_COUNT + i;
      const resting = ~(i + 1 < BOX_Y_COUNT ? fit[at + 1] : 0);
      const y = i + BOX_Y_MIN;
      for (let bits = plain[at] & resting & SHIFTS; bits !== 0; bits &= bits - 1) add(r, 31 - Math.clz32(bits & -bits) - 2, y, 0);
      if (p !== T) {
        // Other pieces score no spin: a turn into a resting spot is a plain placement.
        for (let bits = (turned[at] | kicked5[at]) & resting & SHIFTS; bits !== 0; bits &= bits - 1) add(r, 31 - Math.clz32(bits & -bits) - 2, y, 0);
        continue;
      }
      for (let bits = turned[at] & resting & SHIFTS; bits !== 0; bits &= bits - 1) {
        const x = 31 - Math.clz32(bits & -bits) - 2;
        add(r, x, y, tSpinAt(field, r, x, y, 1));
      }
      for (let bits = kicked5[at] & resting & SHIFTS; bits !== 0; bits &= bits - 1) {
        const x = 31 - Math.clz32(bits & -bits) - 2;
        add(r, x, y, tSpinAt(field, r, x, y, 5));
      }
    }
  }
  return out;
}
