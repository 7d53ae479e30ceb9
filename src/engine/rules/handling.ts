/**
 * Frame timings: NES-style DAS, soft drop and entry delay (tetris.wiki "Tetris (NES,
 * Nintendo)"), guideline lock delay (tetris.wiki "Lock delay").
 * @module
 */
import { ROWS } from '../state/board.js';
import { boolean, knownKeys, plainObject, wholeNumber } from '../check.js';
import type { Handling } from '../types.js';

/**
 * Default handling: NES DAS 16 / ARR 6, 1/2 G soft drop, ARE on, 30-frame lock delay, 15 resets,
 * initial rotation and hold on, no half turn, no DAS cut delay.
 */
export const DEFAULT_HANDLING: Readonly<Handling> = Object.freeze({
  das: 16,
  arr: 6,
  softDrop: 2,
  are: true,
  lockDelay: 30,
  lockResets: 15,
  initialRotation: true,
  initialHold: true,
  rotate180: false,
  dcd: 0,
});

/** Largest accepted value of a frame count in {@link Handling} (10 s). */
export const MAX_HANDLING_FRAMES = 600;

const HANDLING_KEYS: readonly (keyof Handling)[] = ['das', 'arr', 'softDrop', 'are', 'lockDelay', 'lockResets', 'initialRotation', 'initialHold', 'rotate180', 'dcd'];

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

/**
 * Merge `h` over `base` (the defaults unless given), checking every value.
 * @throws TypeError naming the field for an unknown field or a value of the wrong type;
 *   RangeError for a frame count that is not a whole number in 0..{@link MAX_HANDLING_FRAMES}.
 */
export function resolveHandling(h: unknown, base: Readonly<Handling> = DEFAULT_HANDLING): Handling {
  // Written out (not spread) and checked without building messages for good values: games are
  // built often (benchmarks, replays, a server verifying them).
  const out: Handling = {
    das: base.das,
    arr: base.arr,
    softDrop: base.softDrop,
    are: base.are,
    lockDelay: base.lockDelay,
    lockResets: base.lockResets,
    initialRotation: base.initialRotation,
    initialHold: base.initialHold,
    rotate180: base.rotate180,
    dcd: base.dcd,
  };
  if (h === undefined) return out;
  const given = plainObject('handling', h);
  for (const key in given) {
    const v = given[key];
    if (v === undefined) continue;
    switch (key) {
      case 'das':
      case 'arr':
      case 'softDrop':
      case 'lockDelay':
      case 'lockResets':
      case 'dcd':
        out[key] = typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_HANDLING_FRAMES ? v : wholeNumber(`handling.${key}`, v, 0, MAX_HANDLING_FRAMES);
        break;
      case 'are':
      case 'initialRotation':
      case 'initialHold':
      case 'rotate180':
        out[key] = typeof v === 'boolean' ? v : boolean(`handling.${key}`, v);
        break;
      default:
        knownKeys('handling', given, HANDLING_KEYS);
    }
  }
  return out;
}
