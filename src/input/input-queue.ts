/**
 * The input queue: presses and releases of the game's buttons, in arrival order, each with its
 * time on the loop's clock. The loop delivers every event whose game frame has been reached to the
 * game (`down`/`up`) before it ticks that frame; later ones wait for their frame. So:
 *
 * - nothing is sampled: two taps in one frame are two presses, a tap between frames is one press;
 * - the order is the order of arrival (a time stamp earlier than the one before it, from another
 *   source, counts as that earlier event's time, so no event overtakes another);
 * - several sources can hold one button (a key and a d-pad direction): it goes up in the game when
 *   the last of them lets go.
 *
 * Pure: no DOM, no clock. The frame a time belongs to is the loop's business (`reached`).
 * @module
 */
import type { Action } from '../engine/index.js';

/** What the queue plays into: the engine's `Game` (or a `Recorder`). */
export interface ButtonTarget {
  down(button: Action): unknown;
  up(button: Action): void;
}

/** Hears what each delivered press did: `ok` false when the game refused it (a rotation that found no room). */
export type PressOutcome = (button: Action, ok: boolean) => void;

interface QueuedInput {
  readonly button: Action;
  readonly down: boolean;
  readonly time: number;
}

export class InputQueue {
  #events: QueuedInput[] = [];
  #head = 0;
  #last = 0;
  /** How many presses hold each button down. */
  readonly #held = new Map<Action, number>();

  /** Events waiting for their frame. */
  get size(): number {
    return this.#events.length - this.#head;
  }

  /** Adds a press or release that happened at `time`. */
  push(button: Action, down: boolean, time: number): void {
    // Only waiting events need keeping in order: with none, a clock that jumped back delays nothing.
    this.#last = this.size > 0 ? Math.max(this.#last, time) : time;
    this.#events.push({ button, down, time: this.#last });
  }

  /**
   * Plays into `target`, in order, every event whose time `reached` says has come; stops at the
   * first that has not. Returns the result of the last `down` (for `press()`); `outcome` hears
   * each press's (the engine reports only rotations made, so a refused one is known only here).
   */
  deliver(target: ButtonTarget, reached: (time: number) => boolean, outcome?: PressOutcome): unknown {
    let result: unknown;
    while (this.#head < this.#events.length) {
      const event = this.#events[this.#head];
      if (!reached(event.time)) break;
      this.#head++;
      const count = this.#held.get(event.button) ?? 0;
      if (event.down) {
        this.#held.set(event.button, count + 1);
        result = target.down(event.button);
        outcome?.(event.button, (result as { ok?: boolean } | undefined)?.ok !== false);
      } else if (count > 0) {
        // A release with no press (the press came before a pause, or before this game) changes nothing.
        this.#held.set(event.button, count - 1);
        if (count === 1) target.up(event.button);
      }
    }
    if (this.#head === this.#events.length) {
      this.#events = [];
      this.#head = 0;
    }
    return result;
  }

  /** Releases in `target` every button still held, and forgets them. */
  releaseAll(target: ButtonTarget): void {
    for (const [button, count] of this.#held) if (count > 0) target.up(button);
    this.#held.clear();
  }

  /** Forgets everything, delivered or not (a new game starts with nothing held). */
  clear(): void {
    this.#events = [];
    this.#head = 0;
    this.#held.clear();
  }
}
