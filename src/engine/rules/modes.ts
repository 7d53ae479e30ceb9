/**
 * Game modes as data and small rules: what the goal counts, whether levels (and so gravity) rise
 * with lines, and whether a top out ends the game.
 *
 * Decisions where the references leave a choice:
 * - `sprint` keeps its starting level (the race is the player's speed, as in other 40-line modes);
 *   `ultra` and `marathon` rise a level every 10 lines.
 * - A line goal counts every line of `game.lines` (the `lines` option included) and ends the game
 *   with `goal` on the lock that reaches it.
 * - `ultra` ends with `time` at the end of the frame where `goal` seconds (x 60 frames) have passed.
 * - `dig` clears `goal` rows of garbage (see `drills.ts`) at the starting level, ranked by time.
 * - `zen` never tops out: when a piece cannot spawn, or locks wholly above the field, the whole
 *   matrix is emptied and play goes on with the score, lines and queue kept.
 * @module
 */
import { show, wholeNumber } from '../check.js';
import type { Mode } from '../types.js';

/** The rules of one mode. */
export interface ModeRules {
  /** What `goal` counts: lines, seconds, garbage rows cleared (dig), or nothing (no goal accepted). */
  readonly goal: 'lines' | 'seconds' | 'garbage' | null;
  /** Goal when none is given (null: endless). */
  readonly defaultGoal: number | null;
  /** The level rises every 10 lines (and gravity with it). */
  readonly levelsRise: boolean;
  /** A block out or lock out ends the game (otherwise the matrix is emptied). */
  readonly topOut: boolean;
}

/** Default rows to clear in `dig`. */
export const DIG_DEFAULT_GOAL = 10;

/** Every mode's rules. */
export const MODES: Readonly<Record<Mode, ModeRules>> = Object.freeze({
  marathon: Object.freeze({ goal: 'lines', defaultGoal: null, levelsRise: true, topOut: true }),
  sprint: Object.freeze({ goal: 'lines', defaultGoal: 40, levelsRise: false, topOut: true }),
  ultra: Object.freeze({ goal: 'seconds', defaultGoal: 120, levelsRise: true, topOut: true }),
  zen: Object.freeze({ goal: null, defaultGoal: null, levelsRise: false, topOut: false }),
  dig: Object.freeze({ goal: 'garbage', defaultGoal: DIG_DEFAULT_GOAL, levelsRise: false, topOut: true }),
});

/** The mode names. */
export const MODE_NAMES: readonly Mode[] = Object.freeze(Object.keys(MODES) as Mode[]);

/** Largest line goal accepted. */
export const MAX_GOAL_LINES = 9999;
/** Largest time goal accepted, in seconds (one hour). */
export const MAX_GOAL_SECONDS = 3600;

/** Frames per second of game time. */
export const FRAMES_PER_SECOND = 60;

/** The goal in effect for `mode` given `goal` (undefined or null: the mode's default). */
export function resolveGoal(mode: Mode, goal: unknown): number | null {
  const rules = MODES[mode];
  if (goal === undefined || goal === null) return rules.defaultGoal;
  if (rules.goal === null) throw new RangeError(`goal must be omitted in ${mode} mode, got ${show(goal)}`);
  if (rules.goal === 'seconds') return wholeNumber('goal (seconds)', goal, 1, MAX_GOAL_SECONDS);
  return wholeNumber(rules.goal === 'lines' ? 'goal (lines)' : 'goal (garbage rows)', goal, 1, MAX_GOAL_LINES);
}
