/**
 * The buttons as the player holds them: levels held through `down()`/`up()`, a soft drop pressed
 * since the last frame (so a tap inside one frame still drops), and the inputs pressed during an
 * entry or line-clear delay, which act as the next piece spawns (guideline initial rotation and
 * initial hold, and a tapped shift).
 * @module
 */
import { show, unreadable } from '../check.js';
import type { Action, Handling, Held } from '../types.js';

/** @internal Bits of the held levels. */
export const LEFT = 1;
/** @internal */
export const RIGHT = 2;
/** @internal */
export const SOFT = 4;

/**
 * @internal The levels `held` holds down, as {@link LEFT} | {@link RIGHT} | {@link SOFT}.
 * @throws TypeError when it is not an object, or (naming it) when reading it throws.
 */
export function heldMask(held: unknown): number {
  if (typeof held !== 'object' || held === null) {
    throw new TypeError(`tick(held): held must be an object such as { left: true }, or omitted, got ${show(held)}`);
  }
  const h = held as Held;
  try {
    return (h.left === true ? LEFT : 0) | (h.right === true ? RIGHT : 0) | (h.softDrop === true ? SOFT : 0);
  } catch (error) {
    throw unreadable('tick(held)', error);
  }
}

/** @internal The buttons; a button's code is its index here (the engine compares numbers, not names). */
export const ACTIONS: readonly Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold', 'rotate180'];
/** @internal Button codes. */
export const B_LEFT = 0;
/** @internal */
export const B_RIGHT = 1;
/** @internal */
export const B_CW = 2;
/** @internal */
export const B_CCW = 3;
/** @internal */
export const B_SOFT = 4;
/** @internal */
export const B_HARD = 5;
/** @internal */
export const B_HOLD = 6;
/** @internal */
export const B_180 = 7;

/** @internal The level bit of each button code (0 for buttons that only act on down). */
export const LEVEL_BITS: readonly number[] = [LEFT, RIGHT, 0, 0, SOFT, 0, 0, 0];
/** @internal The direction of each button code: -1 left, 1 right, 0 the others. */
export const DIRECTIONS: readonly number[] = [-1, 1, 0, 0, 0, 0, 0, 0];

/** @internal The code of `button`; a TypeError naming `field` for anything that is not a button. */
export function buttonCode(field: string, button: unknown): number {
  switch (button) {
    case 'left': return B_LEFT;
    case 'right': return B_RIGHT;
    case 'cw': return B_CW;
    case 'ccw': return B_CCW;
    case 'softDrop': return B_SOFT;
    case 'hardDrop': return B_HARD;
    case 'hold': return B_HOLD;
    case 'rotate180': return B_180;
    default: throw new TypeError(`${field}: unknown button ${show(button)}; accepted: ${ACTIONS.join(', ')}`);
  }
}

/** @internal */
export class Buttons {
  /** Levels held through down()/up(). */
  held = 0;
  /** Levels pressed since the last frame. */
  #latched = 0;
  /** Buffered rotation: 1 cw, -1 ccw, 2 half turn, 0 none. */
  turn = 0;
  /** Buffered hold. */
  hold = false;
  /** Buffered shift: -1, 1 or 0. */
  tap = 0;

  /** A button (code) went down. */
  down(code: number): void {
    const bit = LEVEL_BITS[code];
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

  /** Buffer a button (code) pressed during a delay (`dir`: its direction, 0 for the others); false when it does nothing then. */
  buffer(code: number, dir: number, handling: Readonly<Handling>, canHold: boolean): boolean {
    if (dir !== 0) this.tap = dir;
    else if ((code === B_CW || code === B_CCW) && handling.initialRotation) this.turn = code === B_CW ? 1 : -1;
    else if (code === B_180 && handling.initialRotation && handling.rotate180) this.turn = 2;
    else if (code === B_HOLD && handling.initialHold && canHold) this.hold = true;
    else return false;
    return true;
  }

  /** Let every button go and forget the buffered inputs (the game went back in time). */
  reset(): void {
    this.held = 0;
    this.#latched = 0;
    this.clearBuffered();
  }

  /** Forget the buffered inputs. */
  clearBuffered(): void {
    this.turn = 0;
    this.tap = 0;
    this.hold = false;
  }
}
