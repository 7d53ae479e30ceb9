/**
 * The buttons as the player holds them: levels held through `down()`/`up()`, a soft drop pressed
 * since the last frame (so a tap inside one frame still drops), and the inputs pressed during an
 * entry or line-clear delay, which act as the next piece spawns (guideline initial rotation and
 * initial hold, and a tapped shift).
 * @module
 */
import type { Action, Handling } from './types.js';

/** @internal Bits of the held levels. */
export const LEFT = 1;
/** @internal */
export const RIGHT = 2;
/** @internal */
export const SOFT = 4;

/** @internal The level bit of a button (0 for buttons that only act on down). */
export function levelBit(button: Action): number {
  return button === 'left' ? LEFT : button === 'right' ? RIGHT : button === 'softDrop' ? SOFT : 0;
}

/** @internal */
export class Buttons {
  /** Levels held through down()/up(). */
  held = 0;
  /** Levels pressed since the last frame. */
  #latched = 0;
  /** Buffered rotation: 1 cw, -1 ccw, 0 none. */
  turn = 0;
  /** Buffered hold. */
  hold = false;
  /** Buffered shift: -1, 1 or 0. */
  tap = 0;

  /** A button went down. */
  down(button: Action): void {
    const bit = levelBit(button);
    this.held |= bit;
    this.#latched |= bit & SOFT;
  }

  /** A button came up; false when it was not held. */
  up(bit: number): boolean {
    if ((this.held & bit) === 0) return false;
    this.held &= ~bit;
    return true;
  }

  /** The levels of one frame: held now, or pressed since the last frame. */
  frame(): number {
    const mask = this.held | this.#latched;
    this.#latched = 0;
    return mask;
  }

  /** Buffer a button pressed during a delay (`dir`: its direction, 0 for the others); false when it does nothing then. */
  buffer(button: Action, dir: number, handling: Readonly<Handling>, canHold: boolean): boolean {
    if (dir !== 0) this.tap = dir;
    else if ((button === 'cw' || button === 'ccw') && handling.initialRotation) this.turn = button === 'cw' ? 1 : -1;
    else if (button === 'hold' && handling.initialHold && canHold) this.hold = true;
    else return false;
    return true;
  }

  /** Forget the buffered inputs. */
  clearBuffered(): void {
    this.turn = 0;
    this.tap = 0;
    this.hold = false;
  }
}
