/**
 * The finesse cue: after a placement that took more presses than it needed (the engine's
 * `finesseFaults` of each lock), a short mark by the field for a second of game time, so a player
 * drilling finesse sees which piece it was. A clean placement takes the mark down at once.
 * @module
 */
import type { Game } from '../../engine/index.js';

/** Game frames the cue stays up after a placement with faults (one second). */
export const FINESSE_CUE_FRAMES = 60;

export class FinesseCue {
  private game?: Game;
  private unsubscribe?: () => void;
  /** Faults of the latest placement, and the game frame it locked on. */
  private faults = 0;
  private lockedAt = 0;

  /** Follows the locks of `game` from now on (a new game starts without a cue). */
  follow(game: Game): void {
    if (game === this.game) return;
    this.stop();
    this.game = game;
    this.unsubscribe = game.on('lock', ({ finesseFaults }) => {
      this.faults = finesseFaults;
      this.lockedAt = game.frame;
    });
  }

  /** Follows no game any more. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.game = undefined;
    this.faults = 0;
  }

  /** The faults the cue shows now: the latest placement's, within a second of it; else 0. */
  get shown(): number {
    const since = this.game ? this.game.frame - this.lockedAt : -1;
    // An undo can take the frame back before the lock: the cue is then stale.
    return since >= 0 && since < FINESSE_CUE_FRAMES ? this.faults : 0;
  }
}
