/**
 * A replay playing back on a board: the engine's `ReplayPlayer` stepped on the page's tick grid at
 * a chosen speed (0.5: one replay frame every other tick, 4: four per tick). The board owns one
 * while `watch()` plays and shows its game instead of the live one; the controls over the board
 * are `replay-bar.ts`, loaded when first shown.
 * @module
 */
import { ReplayPlayer, type Game, type ReplayData } from '../../engine/index.js';
import { gameOverDetail } from '../results/modes.js';
import type { GameOverDetail } from '../events.js';
import { warnInvalid } from '../settings/settings.js';

/** Playback speeds offered by the speed control (any speed from 0.1 to 16 is accepted). */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
const MIN_SPEED = 0.1;
const MAX_SPEED = 16;

/** Options of `watch()`. */
export interface WatchOptions {
  /** Playback speed: 1 is real time, 2 twice as fast. Default 1. */
  speed?: number;
}

/** How a playback ended. */
export interface WatchResult {
  /** The 20 visible rows at the end, as in `state.board`. */
  readonly board: string[];
  readonly score: number;
  readonly lines: number;
  readonly level: number;
  readonly pieces: number;
  /** Game time played back, in ms. */
  readonly time: number;
  /** How the replayed game ended, or null when its log ended first or playback was stopped. */
  readonly reason: GameOverDetail['reason'] | null;
  /** `stop()`, a new game or another `watch()` ended playback before the replay did. */
  readonly stopped: boolean;
}

export class ReplayPlayback {
  readonly game: Game;
  paused = false;
  readonly speed: number;
  /** Resolves when playback ends ({@link end}). */
  readonly done: Promise<WatchResult>;
  private readonly player: ReplayPlayer;
  /** Replay frames owed, fractions included (speeds below 1 owe less than one per tick). */
  private owed = 0;
  private resolve!: (result: WatchResult) => void;

  /** Throws the engine's TypeError/RangeError for a malformed or oversized replay. */
  constructor(replay: ReplayData | string, options: WatchOptions = {}) {
    this.player = new ReplayPlayer(replay);
    this.game = this.player.game;
    this.speed = checkSpeed(options?.speed);
    this.done = new Promise((resolve) => (this.resolve = resolve));
  }

  /** Another speed, from the speed control; bad values are 1 with a warning. */
  withSpeed(speed: unknown): number {
    (this as { speed: number }).speed = checkSpeed(speed);
    return this.speed;
  }

  /** Plays the replay frames `ticks` grid ticks owe; false once the replay has ended. */
  advance(ticks: number): boolean {
    if (this.paused) return true;
    this.owed += ticks * this.speed;
    // The small epsilon absorbs floating-point error from speeds such as 0.1.
    while (this.owed >= 1 - 1e-6) {
      this.owed -= 1;
      if (!this.player.step() || this.game.over !== null) return false;
    }
    return true;
  }

  /** Ends playback: {@link done} resolves, `stopped` when it ended before the replay did. */
  end(stopped: boolean): void {
    const game = this.game;
    const { score, lines, level, pieces, time, reason } = gameOverDetail(game, null);
    this.resolve({ board: game.rows(), score, lines, level, pieces, time, reason: game.over === null ? null : reason, stopped });
  }
}

/** A playback speed; anything else is 1 with one warning. */
function checkSpeed(speed: unknown): number {
  if (speed === undefined) return 1;
  if (typeof speed === 'number' && speed >= MIN_SPEED && speed <= MAX_SPEED) return speed;
  warnInvalid(`watch() speed=${JSON.stringify(speed) ?? typeof speed}`, `numbers from ${MIN_SPEED} to ${MAX_SPEED}`, '1');
  return 1;
}
