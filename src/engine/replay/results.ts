/**
 * The result rules, in one place for every consumer (the element's personal bests, `verify()`, a
 * leaderboard): the names of the ways a game ends, game time and pieces per second from frames,
 * the figure each mode ranks by, and which results count.
 *
 * Decisions:
 * - A sprint counts only when it reached its line goal; it ranks by time, lower is better. So
 *   does a dig game, with its goal of garbage rows.
 * - An ultra counts whether its time ran out or it topped out first (as TETR.IO's and Jstris's
 *   timed modes keep the score reached): topping out early only gives up the time that was left.
 * - A marathon counts however it ended (topping out is how an endless marathon ends).
 * - A zen game never counts: it has no end of its own, so its score only measures time spent.
 * - A game that did not end (its log stopped first) never counts, and neither does a score of 0.
 * - Ties do not beat: an equal figure is not a better one.
 * @module
 */
import { FRAMES_PER_SECOND } from '../rules/modes.js';
import type { Game } from '../game/game.js';
import type { GameEnd, Mode } from '../types.js';

/** How a game ended, as results and events name it. */
export type EndReason = 'block-out' | 'lock-out' | 'goal' | 'time';

/** The result name of each `game.over` value. */
export const END_REASONS: Readonly<Record<GameEnd, EndReason>> = Object.freeze({
  blockOut: 'block-out',
  lockOut: 'lock-out',
  goal: 'goal',
  time: 'time',
});

/** The figure a mode ranks by: `score` (higher is better) or `time` (lower is better). */
export type RankBy = 'score' | 'time';

/** How one mode's results rank and count. */
export interface ResultRule {
  /** The figure compared. */
  readonly rankBy: RankBy;
  /** The ends whose result counts (none: the mode keeps no results). */
  readonly counts: readonly EndReason[];
}

/** Every mode's result rule. */
export const RESULT_RULES: Readonly<Record<Mode, ResultRule>> = Object.freeze({
  marathon: Object.freeze({ rankBy: 'score', counts: Object.freeze<EndReason[]>(['block-out', 'lock-out', 'goal']) }),
  sprint: Object.freeze({ rankBy: 'time', counts: Object.freeze<EndReason[]>(['goal']) }),
  ultra: Object.freeze({ rankBy: 'score', counts: Object.freeze<EndReason[]>(['time', 'block-out', 'lock-out']) }),
  zen: Object.freeze({ rankBy: 'score', counts: Object.freeze<EndReason[]>([]) }),
  dig: Object.freeze({ rankBy: 'time', counts: Object.freeze<EndReason[]>(['goal']) }),
});

/** What a finished (or stopped) game reached. */
export interface GameResult {
  mode: Mode;
  /** Lines (sprint, marathon) or seconds (ultra) of the goal; null = none. */
  goal: number | null;
  score: number;
  lines: number;
  level: number;
  pieces: number;
  /** Game time in ms ({@link gameTime} of `frames`). */
  time: number;
  frames: number;
  /** How the game ended; null when it has not ended. */
  reason: EndReason | null;
}

/** The fields of a result that decide whether it counts and how it ranks. */
export type RankedFields = Pick<GameResult, 'mode' | 'reason' | 'score' | 'time'>;

/** Game time in ms of `frames` frames at 60 Hz, rounded to the ms. */
export function gameTime(frames: number): number {
  return Math.round((frames * 1000) / FRAMES_PER_SECOND);
}

/** Pieces per second over `frames` frames, to two decimals (0 before any frame has passed). */
export function piecesPerSecond(pieces: number, frames: number): number {
  return frames > 0 ? Math.round((pieces * FRAMES_PER_SECOND * 100) / frames) / 100 : 0;
}

/** The result name of `over` (null while the game goes on). */
export function endReason(over: GameEnd | null): EndReason | null {
  return over === null ? null : END_REASONS[over];
}

/** What `game` has reached so far. */
export function resultOf(game: Game): GameResult {
  return {
    mode: game.mode,
    goal: game.goal,
    score: game.score,
    lines: game.lines,
    level: game.level,
    pieces: game.pieces,
    time: gameTime(game.frame),
    frames: game.frame,
    reason: endReason(game.over),
  };
}

/** The figure `mode` ranks by. */
export function rankOf(mode: Mode): RankBy {
  return RESULT_RULES[mode].rankBy;
}

/** Whether a result counts for its mode's personal bests and boards. */
export function counts(result: RankedFields): boolean {
  const rule = RESULT_RULES[result.mode];
  if (result.reason === null || !rule.counts.includes(result.reason)) return false;
  return rule.rankBy === 'time' || result.score > 0;
}

/** The figure a result ranks with (its time or its score), or null when it does not count. */
export function rankValue(result: RankedFields): number | null {
  if (!counts(result)) return null;
  return rankOf(result.mode) === 'time' ? result.time : result.score;
}

/** Whether figure `value` ranks ahead of `than` in `mode` (anything beats none; a tie does not). */
export function isBetter(mode: Mode, value: number, than: number | null): boolean {
  if (than === null) return true;
  return rankOf(mode) === 'time' ? value < than : value > than;
}
