/**
 * Turning display time into game frames: the game runs on a fixed 60 Hz grid whatever the
 * display's refresh rate, so the same inputs give the same game at 30, 60 or 144 Hz. The host
 * passes its own timestamps (an animation frame's time, say); nothing here reads a clock.
 * @module
 */
import { wholeNumber } from './check.js';
import { FRAMES_PER_SECOND } from './rules/modes.js';

/**
 * Catch-up limit by default: most game frames one display frame may step (167 ms: a display down
 * to 6 Hz still plays in real time). After a longer stall (a hidden tab, a debugger) the lost time
 * is skipped, not replayed. The page's clock (`<tetris-game>`, `<tetris-versus>`) uses it too.
 */
export const MAX_CATCH_UP_FRAMES = 10;
// Keeps a timestamp that lands exactly on a frame boundary (1000/60 ms steps) on it.
const EPSILON = 1e-6;

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
    let n = this.frameAt(now) - this.#frames;
    if (n < 0) {
      // The clock went back: this moment is the current frame, and counting goes on from it.
      this.#start = now - (this.#frames * 1000) / FRAMES_PER_SECOND;
      return 0;
    }
    if (n > this.maxCatchUp) {
      // Skip the stalled time: the game goes on from here rather than racing to catch up.
      this.#start += ((n - this.maxCatchUp) * 1000) / FRAMES_PER_SECOND;
      n = this.maxCatchUp;
    }
    this.#frames += n;
    return n;
  }

  /** Game frames counted since the start (the frame reached). */
  get frames(): number {
    return this.#frames;
  }

  /** The frame `now` (ms) falls in, counted from the start (an input at that time applies before the next frame's step). */
  frameAt(now: number): number {
    return Math.floor(((now - this.#start) * FRAMES_PER_SECOND) / 1000 + EPSILON);
  }

  /** Forget the start: the next {@link advance} starts again (after a pause). */
  reset(): void {
    this.#started = false;
    this.#frames = 0;
  }
}
