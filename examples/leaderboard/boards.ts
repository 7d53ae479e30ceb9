/**
 * Boards: one leaderboard per mode and goal, read from a query string with the engine's own
 * rules for goals (defaults: a sprint is 40 lines, an ultra 120 seconds, marathon and zen have none).
 * How a board orders and which results it counts are the engine's result rules (`scores.ts`).
 */
// The engine's own goal check, so a board takes exactly the goals a game can have.
import { MODES, resolveGoal } from '../../src/engine/index.js';
import type { Mode } from '../../src/engine/index.js';

/** One leaderboard. `goal` null: the mode's game without a goal (endless marathon, zen). */
export interface Board {
  mode: Mode;
  goal: number | null;
}

/** Reads `mode` (default marathon) and `goal` from a query string. Throws a TypeError or RangeError naming the bad parameter. */
export function parseBoard(query: URLSearchParams): Board {
  const mode = query.get('mode') ?? 'marathon';
  if (!Object.hasOwn(MODES, mode)) throw new TypeError(`mode must be one of ${Object.keys(MODES).join(', ')}`);
  const goal = query.get('goal');
  return { mode: mode as Mode, goal: resolveGoal(mode as Mode, goal === null || goal === '' ? null : Number(goal)) };
}
