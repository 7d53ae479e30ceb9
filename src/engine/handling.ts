/**
 * Frame timings: NES-style DAS, soft drop and entry delay (tetris.wiki "Tetris (NES,
 * Nintendo)"), guideline lock delay (tetris.wiki "Lock delay").
 * @module
 */
import { ROWS } from './board.js';
import type { Handling } from './types.js';

/** Default handling: NES DAS 16 / ARR 6, 1/2 G soft drop, ARE on, 30-frame lock delay, 15 resets. */
export const DEFAULT_HANDLING: Readonly<Handling> = Object.freeze({
  das: 16,
  arr: 6,
  softDrop: 2,
  are: true,
  lockDelay: 30,
  lockResets: 15,
});

/** Frames added to the entry delay when a lock clears lines. */
export const LINE_CLEAR_DELAY = 20;

/** Shortest entry delay (lock in the bottom two rows). */
export const MIN_ENTRY_DELAY = 10;
/** Longest entry delay. */
export const MAX_ENTRY_DELAY = 18;

/**
 * Entry delay (ARE) for a piece whose lowest cell locked on row `lowestY`: 10 frames in the bottom
 * two rows, +2 per group of 4 rows above, at most 18. Height is counted from the bottom, 1-based.
 */
export function entryDelay(lowestY: number): number {
  const height = ROWS - lowestY;
  if (height <= 2) return MIN_ENTRY_DELAY;
  const frames = MIN_ENTRY_DELAY + 2 * Math.ceil((height - 2) / 4);
  return frames > MAX_ENTRY_DELAY ? MAX_ENTRY_DELAY : frames;
}

/** Merge options over the defaults, checking every value. */
export function resolveHandling(h: Partial<Handling> | undefined): Handling {
  const out: Handling = { ...DEFAULT_HANDLING };
  if (!h) return out;
  for (const key of ['das', 'arr', 'softDrop', 'lockDelay', 'lockResets'] as const) {
    const v = h[key];
    if (v === undefined) continue;
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`handling.${key} must be a whole number >= 0`);
    out[key] = v;
  }
  if (h.are !== undefined) out.are = !!h.are;
  return out;
}
