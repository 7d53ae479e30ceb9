import type { Action } from '../engine/index.js';

/** Everything a key can do: the engine's actions plus the element's own. */
export type KeyAction = Action | 'pause' | 'start';

/** Default bindings, by `KeyboardEvent.code` (the physical key, whatever the layout). */
export const DEFAULT_KEYS: Readonly<Record<KeyAction, readonly string[]>> = {
  left: ['ArrowLeft'],
  right: ['ArrowRight'],
  softDrop: ['ArrowDown'],
  cw: ['ArrowUp', 'KeyX'],
  ccw: ['KeyZ', 'ControlLeft', 'ControlRight'],
  hardDrop: ['Space'],
  hold: ['ShiftLeft', 'ShiftRight', 'KeyC'],
  pause: ['Escape', 'KeyP'],
  start: ['Enter', 'NumpadEnter'],
};

/** Inverts a binding table into code -> action. */
export function codeMap(keys: Readonly<Record<KeyAction, readonly string[]>>): Map<string, KeyAction> {
  const map = new Map<string, KeyAction>();
  for (const [action, codes] of Object.entries(keys) as [KeyAction, readonly string[]][]) {
    for (const code of codes) map.set(code, action);
  }
  return map;
}
