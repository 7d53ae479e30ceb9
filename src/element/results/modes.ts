/**
 * The element's side of the game modes: the goal a game starts with and what a finished game
 * reports. The rules themselves (what ends a game, game time, which results
 * count and how they rank) live in the engine's modes and results, so a replay ends and ranks the
 * same way everywhere.
 * @module
 */
import { END_REASONS, MAX_GOAL_LINES, MAX_GOAL_SECONDS, MODES, gameTime, piecesPerSecond, type Game, type Mode } from '../../engine/index.js';
import type { GameOverDetail, GameOverStats } from '../events.js';
import { warnInvalid } from '../settings/settings.js';

/** What the `goal` attribute accepts, in words. */
export const GOAL_ACCEPTED = `whole numbers: lines 1-${MAX_GOAL_LINES} (sprint, marathon) or seconds 1-${MAX_GOAL_SECONDS} (ultra); none in zen`;

/** The mode's default goal, in words, for warnings. */
function defaultGoalText(mode: Mode): string {
  const goal = MODES[mode].defaultGoal;
  return goal === null ? 'no goal' : `${goal} ${MODES[mode].goal}`;
}

/**
 * The goal a new game of `mode` gets from the `goal` attribute: unset is the mode's default; a
 * value the mode does not accept (too many seconds for ultra, any goal in zen) is the default with
 * one warning, not one per game: `warned` remembers the pair last warned about. The table already
 * refused anything that is not a whole number from 1.
 */
export function goalFor(mode: Mode, goal: number | undefined, warned: { pair?: string } = {}): number | undefined {
  if (goal === undefined) return undefined;
  const rules = MODES[mode];
  const max = rules.goal === 'seconds' ? MAX_GOAL_SECONDS : MAX_GOAL_LINES;
  if (rules.goal !== null && goal <= max) return goal;
  if (warned.pair !== `${mode} ${goal}`) {
    warned.pair = `${mode} ${goal}`;
    warnInvalid(`goal="${goal}" in ${mode} mode`, GOAL_ACCEPTED, defaultGoalText(mode));
  }
  return undefined;
}

/** The `stats` of a finished game. */
export function statsOf(game: Game): GameOverStats {
  const { tetrises, tSpins, maxCombo, perfectClears, finesseFaults, keys, pieces } = game.stats;
  return { tetrises, tSpins, maxCombo, perfectClears, finesseFaults, keysPerPiece: pieces > 0 ? Math.round((keys * 100) / pieces) / 100 : 0 };
}

/** The `game-over` detail of a finished game; `best` is the player's best before this game. */
export function gameOverDetail(game: Game, best: number | null): GameOverDetail {
  return {
    reason: END_REASONS[game.over ?? 'blockOut'],
    mode: game.mode,
    goal: game.goal,
    time: gameTime(game.frame),
    pieces: game.pieces,
    pps: piecesPerSecond(game.pieces, game.frame),
    score: game.score,
    lines: game.lines,
    level: game.level,
    best,
    stats: statsOf(game),
  };
}
