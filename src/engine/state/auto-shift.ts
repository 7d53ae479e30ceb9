/**
 * NES-style delayed auto shift (tetris.wiki "Tetris (NES, Nintendo)") as a small state machine fed once per frame.
 *
 * Rules implemented (and decisions where the sources leave a choice):
 * - A direction shifts on the frame it is first held, again `das` frames later, then every `arr`
 *   frames: held from frame 0 it shifts on frames 0, 16, 22, 28, ...
 * - A blocked shift leaves the counter charged (NES "wall charge"): the piece then shifts on the
 *   first frame the way is free, and every `arr` frames after that.
 * - Both directions held: the one pressed last wins. Releasing it hands over to the other one,
 *   which restarts as a fresh press. Pressed on the same frame, they cancel until one is let go.
 * - No piece in play (entry or line-clear delay): the counter keeps running, and any shifts that
 *   fall due meanwhile collapse into one shift on the new piece's first frame (so a press during
 *   the delay is not lost, and a charged DAS carries over to the next piece).
 * - Fed by events ({@link AutoShift.press}, {@link AutoShift.release}) instead of levels, the
 *   press's own shift is the caller's (made at once); `update()` then only counts, with the
 *   levels the events left.
 * @module
 */

/** @internal */
export class AutoShift {
  #das: number;
  #arr: number;
  #prevLeft = false;
  #prevRight = false;
  /** -1 left, 1 right, 0 none. */
  #dir = 0;
  #count = 0;
  #pending = false;
  /** The shift due this frame is an auto-repeat (not the first shift of a press). */
  repeat = false;

  constructor(das: number, arr: number) {
    // das 0 would make the second shift coincide with the first; treat it as 1.
    this.#das = das < 1 ? 1 : das;
    this.#arr = arr;
  }

  /** ARR 0 means "to the wall at once" for auto-repeat shifts. */
  get instant(): boolean {
    return this.#arr === 0;
  }

  /**
   * Feed one frame of held buttons. `live` = a piece is in play. Returns the direction to shift
   * this frame (-1, 0 or 1); {@link repeat} tells whether it is an auto-repeat.
   */
  update(left: boolean, right: boolean, live: boolean): number {
    const newLeft = left && !this.#prevLeft;
    const newRight = right && !this.#prevRight;
    this.#prevLeft = left;
    this.#prevRight = right;
    let dir = this.#dir;
    let edge = false;
    if (newLeft && newRight) {
      dir = 0;
    } else if (newLeft) {
      dir = -1;
      edge = true;
    } else if (newRight) {
      dir = 1;
      edge = true;
    } else if (dir === -1 ? !left : dir === 1 ? !right : left !== right) {
      // The active direction was released (or one of two cancelling ones): hand over.
      dir = left && !right ? -1 : right && !left ? 1 : 0;
      edge = dir !== 0;
    }
    this.#dir = dir;
    if (dir === 0) {
      this.#count = 0;
      this.#pending = false;
      this.repeat = false;
      return 0;
    }
    let due = false;
    if (edge) {
      this.#count = 0;
      due = true;
      this.repeat = false;
    } else {
      this.#count++;
      if (this.#count >= this.#das) {
        due = true;
        this.#count = this.#das - this.#arr;
        this.repeat = true;
      }
    }
    if (!live) {
      if (due) this.#pending = true;
      return 0;
    }
    if (due || this.#pending) {
      this.#pending = false;
      return dir;
    }
    return 0;
  }

  /** A direction (-1 left, 1 right) was pressed: it wins and starts charging; its first shift is the caller's. */
  press(dir: number): void {
    if (dir < 0) this.#prevLeft = true;
    else this.#prevRight = true;
    this.#start(dir);
  }

  /**
   * A direction was released. Returns the direction that takes over as a fresh press (the other
   * one, still held), whose first shift is the caller's, or 0.
   */
  release(dir: number): number {
    if (dir < 0) this.#prevLeft = false;
    else this.#prevRight = false;
    if (this.#dir !== dir && this.#dir !== 0) return 0;
    const other = dir < 0 ? this.#prevRight : this.#prevLeft;
    this.#start(other ? -dir : 0);
    return this.#dir;
  }

  #start(dir: number): void {
    this.#dir = dir;
    // The press belongs to the coming frame: its update() counts it as frame 0 of the charge.
    this.#count = -1;
    this.#pending = false;
    this.repeat = false;
  }

  /** @internal No direction held, charging or due: a new one with the same settings acts the same from here on. */
  get idle(): boolean {
    return this.#dir === 0 && !this.#prevLeft && !this.#prevRight && !this.#pending && !this.repeat;
  }

  /** Forget shifts that fell due with no piece in play (the caller applied one at spawn). */
  consume(): void {
    this.#pending = false;
  }

  /**
   * DAS cut (TETR.IO's DCD), after a rotation or a spawn: a charge that would shift within
   * `frames` frames waits until `frames` frames have passed. An uncharged one is left as it is.
   */
  cut(frames: number): void {
    if (frames > 0 && this.#dir !== 0 && this.#count > this.#das - frames) this.#count = this.#das - frames;
  }

  /** The shift of this frame was blocked: stay charged, so the next free frame shifts. */
  blocked(): void {
    this.#count = this.#das;
  }
}
