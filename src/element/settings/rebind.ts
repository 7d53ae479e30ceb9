import { DEFAULT_KEYS, KEY_ACTIONS, type KeyAction, type KeyBindings } from '../../input/keymap.js';

/** What adding a key did, for the dialog to tell the player. */
export type AddKeyResult =
  | { kind: 'added' | 'unchanged'; keys: KeyBindings }
  /** The key was another action's: it moved; `regained` are that action's own defaults, given back when it had no key left. */
  | { kind: 'moved'; keys: KeyBindings; from: KeyAction; regained: string[] }
  /** The key is the only one another action has and none of that action's defaults is free: nothing changed. */
  | { kind: 'refused'; keys: KeyBindings; from: KeyAction };

/**
 * Adds `code` to `action`. One key does one thing, so a key bound elsewhere moves; an action is
 * never left without a key: it takes back its free default keys, and when none is free the key
 * stays where it was.
 */
export function addKey(bindings: Readonly<KeyBindings>, action: KeyAction, code: string): AddKeyResult {
  const keys = structuredClone(bindings) as KeyBindings;
  if (keys[action].includes(code)) return { kind: 'unchanged', keys };
  const from = KEY_ACTIONS.find((other) => keys[other].includes(code));
  if (!from) {
    keys[action].push(code);
    return { kind: 'added', keys };
  }
  const rest = keys[from].filter((other) => other !== code);
  const bound = new Set(KEY_ACTIONS.flatMap((other) => keys[other]));
  const regained = rest.length > 0 ? [] : DEFAULT_KEYS[from].filter((other) => !bound.has(other));
  if (rest.length === 0 && regained.length === 0) return { kind: 'refused', keys, from };
  keys[from] = [...rest, ...regained];
  keys[action].push(code);
  return { kind: 'moved', keys, from, regained };
}

/** Removes `code` from `action`, unless it is that action's last key. */
export function removeKey(bindings: Readonly<KeyBindings>, action: KeyAction, code: string): KeyBindings {
  const keys = structuredClone(bindings) as KeyBindings;
  if (keys[action].length > 1) keys[action] = keys[action].filter((other) => other !== code);
  return keys;
}
