/**
 * Guideline lock delay ("Extended Placement", tetris.wiki "Lock delay") as a small state machine
 * fed by the game: once per frame ({@link LockDelay.frame}) and after every successful move
 * ({@link LockDelay.moved}).
 *
 * Rules implemented (and decisions where the sources leave a choice):
 * - The timer counts frames that start with the piece resting on a surface; the piece locks when
 *   it reaches `lockDelay`. A piece lifted off the surface pauses the timer (it is not cleared).
 * - While the piece has touched a surface since reaching its lowest row, each successful move or
 *   rotation uses up one of `lockResets` resets and restarts the timer; once they are used up the
 *   piece locks as soon as it rests (the 2009 guideline's "15 moves").
 * - Before it has touched a surface, a move restarts the timer without using a reset.
 * - Reaching a new lowest row restores every reset and restarts the timer.
 * @module
 */

/** @internal */
export class LockDelay {
  /** Frames the piece has rested since the last reset. */
  timer = 0;
  #resets = 0;
  #lowest = 0;
  /** The piece has rested on a surface since reaching its lowest row: moves now use up resets. */
  #touched = false;
  /** Resets used up: lock as soon as the piece rests. */
  #force = false;
  #delay: number;
  #maxResets: number;

  constructor(delay: number, maxResets: number) {
    this.#delay = delay;
    this.#maxResets = maxResets;
  }

  /** New handling: applies to the piece in play. */
  limits(delay: number, maxResets: number): void {
    this.#delay = delay;
    this.#maxResets = maxResets;
  }

  /** @internal The piece's lock bookkeeping (undo); the limits are handling and stay. */
  save(): readonly [number, number, number, boolean, boolean] {
    return [this.timer, this.#resets, this.#lowest, this.#touched, this.#force];
  }

  /** @internal Back to a state from {@link save}. */
  load(s: readonly [number, number, number, boolean, boolean]): void {
    [this.timer, this.#resets, this.#lowest, this.#touched, this.#force] = s;
  }

  /** A new piece in play whose lowest cell is on row `lowest`. */
  enter(lowest: number, resting: boolean): void {
    this.timer = 0;
    this.#resets = 0;
    this.#force = false;
    this.#lowest = lowest;
    this.#touched = resting;
  }

  /** Start of a frame with the piece resting: the timer counts. */
  frame(): void {
    this.#touched = true;
    this.timer++;
  }

  /** The piece rests and must lock now (timer ran out or resets used up). */
  get due(): boolean {
    return this.#force || this.timer >= this.#delay;
  }

  /** Timer progress 0..1, for a lock flash. */
  get progress(): number {
    return this.#delay === 0 ? 1 : Math.min(1, this.timer / this.#delay);
  }

  /**
   * A successful move with the piece's lowest cell now on row `low`; `down` = a downward step
   * (gravity or soft drop); `resting` = it now rests on a surface. Returns true when the piece
   * must lock at once (a sideways move or rotation onto a surface with the resets used up).
   */
  moved(low: number, down: boolean, resting: boolean): boolean {
    if (low > this.#lowest) {
      this.#lowest = low;
      this.#resets = 0;
      this.timer = 0;
      this.#touched = false;
      this.#force = false;
    } else if (!down) {
      if (this.#touched) {
        if (this.#resets < this.#maxResets) {
          this.#resets++;
          this.timer = 0;
        }
        if (this.#resets >= this.#maxResets) this.#force = true;
      } else {
        this.timer = 0;
      }
    }
    if (!resting) return false;
    this.#touched = true;
    return this.#force && !down;
  }
}
