/**
 * Turning display time into game frames: the game runs on a fixed 60 Hz grid whatever the
 * display's refresh rate, so the same inputs give the same game at 30, 60 or 144 Hz. The host
 * passes its own timestamps (an animation frame's time, say); nothing here reads a clock.
 * @module
 */
import { wholeNumber } from './check.js';
import { FRAMES_PER_SECOND } from './rules/modes.js';

/** Catch-up limit by default: after a longer stall (a hidden tab) the lost time is skipped. */
export const MAX_CATCH_UP_FRAMES = 10;

/** Counts the game frames due at each display frame. */
export class FrameClock {
  readonly maxCatchUp: number;
  #start = 0;
  #started = false;
  #frames = 0;

  /** @throws RangeError/TypeError for a bad `maxCatchUp` (1-600). */
  constructor(maxCatchUp = MAX_CATCH_UP_FRAMES) {
    this.maxCatchUp = wholeNumber('maxCatchUp', maxCatchUp, 1, 600);
  }

  /**
   * The display shows a frame at `now` (ms): returns how many game frames to step now. The first
   * call starts the clock and returns 0. Frames are counted from the start (not summed per call),
   * so rounding never drifts.
   */
  advance(now: number): number {
    if (typeof now !== 'number' || !Number.isFinite(now)) throw new TypeError(`advance(now): now must be a finite number of ms, got ${String(now)}`);
    if (!this.#started) {
      this.#started = true;
      this.#start = now;
      return 0;
    }
    // The small epsilon keeps a timestamp that lands exactly on a frame boundary (1000/60 ms steps) on it.
    const due = Math.floor(((now - this.#start) * FRAMES_PER_SECOND) / 1000 + 1e-6);
    let n = due - this.#frames;
    if (n < 0) return 0;
    if (n > this.maxCatchUp) {
      // Skip the stalled time: the game goes on from here rather than racing to catch up.
      this.#start += ((n - this.maxCatchUp) * 1000) / FRAMES_PER_SECOND;
      n = this.maxCatchUp;
    }
    this.#frames += n;
    return n;
  }

  /** Forget the start: the next {@link advance} starts again (after a pause). */
  reset(): void {
    this.#started = false;
    this.#frames = 0;
  }
}
