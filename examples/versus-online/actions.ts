/**
 * The buttons a player's inputs name, as the engine's `Action`s.
 * @module
 */
import type { Action } from '../../src/engine/index.js';

/** Every button, by name (a frozen table, so lookups by a client's string cannot reach the prototype). */
export const ACTIONS_BY_NAME: Readonly<Record<Action, true>> = Object.freeze({
  left: true,
  right: true,
  cw: true,
  ccw: true,
  softDrop: true,
  hardDrop: true,
  hold: true,
  rotate180: true,
});

export type ActionName = Action;
