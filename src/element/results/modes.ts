/**
 * The element's side of the game modes: the goal a game starts with, what a finished game reports,
 * and which figure a personal best compares. The rules themselves (what ends a game) live in the
 * engine's modes, so a replay ends the same way everywhere.
 * @module
 */
import { FRAMES_PER_SECOND, MAX_GOAL_LINES, MAX_GOAL_SECONDS, MODES, type Game, type Mode } from '../../engine/index.js';
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

/** Game time in ms: frames at 60 Hz. */
export function gameTime(game: Game): number {
  return Math.round((game.frame * 1000) / FRAMES_PER_SECOND);
}

/** Pieces per second over `ms` of game time, to two decimals (0 before any time has passed). */
export function piecesPerSecond(pieces: number, ms: number): number {
  return ms > 0 ? Math.round((pieces * 100000) / ms) / 100 : 0;
}

/** The time the HUD shows: counting down to the end in ultra, up from the start otherwise. */
export function clockTime(game: Game): number {
  const elapsed = gameTime(game);
  return MODES[game.mode].goal === 'seconds' && game.goal !== null ? Math.max(0, game.goal * 1000 - elapsed) : elapsed;
}

const REASONS = { blockOut: 'block-out', lockOut: 'lock-out', goal: 'goal', time: 'time' } as const;

/** The `stats` of a finished game. */
export function statsOf(game: Game): GameOverStats {
  const { tetrises, tSpins, maxCombo, perfectClears, keys, pieces } = game.stats;
  return { tetrises, tSpins, maxCombo, perfectClears, keysPerPiece: pieces > 0 ? Math.round((keys * 100) / pieces) / 100 : 0 };
}

/** The `game-over` detail of a finished game; `best` is the player's best before this game. */
export function gameOverDetail(game: Game, best: number | null): GameOverDetail {
  const time = gameTime(game);
  return {
    reason: REASONS[game.over ?? 'blockOut'],
    mode: game.mode,
    goal: game.goal,
    time,
    pieces: game.pieces,
    pps: piecesPerSecond(game.pieces, time),
    score: game.score,
    lines: game.lines,
    level: game.level,
    best,
    stats: statsOf(game),
  };
}

/** The figure a mode's best compares: sprint's time (lower is better), the others' score. */
export function resultKind(mode: Mode): 'time' | 'score' {
  return mode === 'sprint' ? 'time' : 'score';
}

/**
 * The figure this game sets as a best, or null when it sets none: a sprint counts only when its
 * lines were cleared, an ultra only when it was played to the end of its time, a marathon always (a score of 0 sets
 * none in either),
 * zen never (it has no end of its own).
 */
export function bestCandidate(detail: Pick<GameOverDetail, 'mode' | 'reason' | 'time' | 'score'>): number | null {
  switch (detail.mode) {
    case 'sprint':
      return detail.reason === 'goal' ? detail.time : null;
    case 'ultra':
      return detail.reason === 'time' && detail.score > 0 ? detail.score : null;
    case 'marathon':
      return detail.score > 0 ? detail.score : null;
    default:
      return null;
  }
}

/** Whether `value` beats `best` in `mode` (anything beats no best). */
export function beats(mode: Mode, value: number, best: number | null): boolean {
  if (best === null) return true;
  return resultKind(mode) === 'time' ? value < best : value > best;
}

/** Whether a finished game set a new best (its `best` is the best before it). */
export function isNewBest(detail: Pick<GameOverDetail, 'mode' | 'reason' | 'time' | 'score' | 'best'>): boolean {
  const value = bestCandidate(detail);
  return value !== null && beats(detail.mode, value, detail.best);
}
