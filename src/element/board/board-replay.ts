/**
 * The replay side of a board: a replay played back on it (`watch()`), the effects following the
 * replayed game, its pause and speed controls, and its end. While one plays the board shows its
 * game and the player's input only pauses and resumes it; the live game waits, paused. It loads
 * with the first `watch()` (or when the page is idle): a game's first frame needs none of it.
 * @module
 */
import type { Game, ReplayData } from '../../engine/index.js';
import type { KeyAction } from '../../input/keymap.js';
import { ReplayPlayback, type WatchOptions, type WatchResult } from '../replay/replay-playback.js';
import type { GameFollower } from './live-game.js';

/** What the replay side needs of its board. */
export interface ReplayBoard {
  /** Follows the replayed game as it does the live one (the effects). */
  readonly follower: GameFollower;
  /** A replay started, paused, resumed or ended: the board's status, clock and host follow. */
  readonly changed: () => void;
  /** The shown game changed outside a display frame. */
  readonly requestDraw: () => void;
}

export class BoardReplay {
  private current?: { readonly run: ReplayPlayback; readonly off: () => void };

  constructor(private readonly board: ReplayBoard) {}

  /** A replay is on the board (playing or paused). */
  get on(): boolean {
    return this.current !== undefined;
  }

  /** The replayed game, while a replay is on the board. */
  get game(): Game | undefined {
    return this.current?.run.game;
  }

  /** The playback's state, for its controls; undefined when no replay plays. */
  get controls(): { readonly paused: boolean; readonly speed: number } | undefined {
    return this.current?.run;
  }

  /** A replay is on the board and not paused: it needs frames. */
  get moving(): boolean {
    return this.current !== undefined && !this.current.run.paused;
  }

  /**
   * Plays `replay` (after `before`, which pauses the live game). Rejects with the engine's
   * TypeError/RangeError for a malformed replay, before anything changes.
   */
  play(replay: ReplayData | string, options: WatchOptions, before: () => void): Promise<WatchResult> {
    let run: ReplayPlayback;
    try {
      run = new ReplayPlayback(replay, options);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
    }
    before();
    this.stop();
    this.current = { run, off: this.board.follower.attach(run.game) };
    this.board.changed();
    this.board.requestDraw();
    return run.done;
  }

  /**
   * A `watch()` that `stop()` or a new game overtook while this part loaded: it ends stopped where
   * it would have begun, or rejects as {@link play} would.
   */
  static async overtaken(replay: ReplayData | string, options: WatchOptions): Promise<WatchResult> {
    const run = new ReplayPlayback(replay, options);
    run.end(true);
    return run.done;
  }

  /** Ends playback now; `watch()` resolves with `stopped: true`. */
  stop(): void {
    if (this.current) this.end(true);
  }

  togglePause(): void {
    if (!this.current) return;
    this.current.run.paused = !this.current.run.paused;
    this.board.changed();
  }

  /** Pauses a moving replay (a hidden tab, the element gone from the page). */
  pause(): void {
    if (this.moving) this.togglePause();
  }

  setSpeed(speed: number): void {
    this.current?.run.withSpeed(speed);
  }

  /** The step phase: the replay frames `ticks` grid ticks owe; it ends with the replay. */
  advance(ticks: number): void {
    if (this.current && !this.current.run.advance(ticks)) this.end(false);
  }

  /** The player's input while a replay plays: start and pause pause it, the rest is off. */
  input(action: KeyAction, down: boolean): void {
    if (down && (action === 'start' || action === 'pause')) this.togglePause();
  }

  private end(stopped: boolean): void {
    const current = this.current!;
    this.current = undefined;
    current.off();
    this.board.changed();
    this.board.requestDraw();
    current.run.end(stopped);
  }
}
