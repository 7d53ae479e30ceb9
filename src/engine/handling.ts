/**
 * Frame timings: NES-style DAS, soft drop and entry delay (tetris.wiki "Tetris (NES,
 * Nintendo)"), guideline lock delay (tetris.wiki "Lock delay").
 * @module
 */
import { ROWS } from './board.js';
import { boolean, knownKeys, plainObject, wholeNumber } from './check.js';
import type { Handling } from './types.js';

/**
 * Default handling: NES DAS 16 / ARR 6, 1/2 G soft drop, ARE on, 30-frame lock delay, 15 resets,
 * initial rotation and hold on.
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
});

/** Largest accepted value of a frame count in {@link Handling} (10 s). */
export const MAX_HANDLING_FRAMES = 600;

const FRAME_KEYS = ['das', 'arr', 'softDrop', 'lockDelay', 'lockResets'] as const;
const SWITCH_KEYS = ['are', 'initialRotation', 'initialHold'] as const;

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
  const out: Handling = { ...base };
  if (h === undefined) return out;
  const given = plainObject('handling', h);
  knownKeys('handling', given, [...FRAME_KEYS, ...SWITCH_KEYS]);
  for (const key of FRAME_KEYS) {
    if (given[key] !== undefined) out[key] = wholeNumber(`handling.${key}`, given[key], 0, MAX_HANDLING_FRAMES);
  }
  for (const key of SWITCH_KEYS) {
    if (given[key] !== undefined) out[key] = boolean(`handling.${key}`, given[key]);
  }
  return out;
}
