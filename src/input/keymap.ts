import type { Action } from '../engine/index.js';

/** Everything a key can do: the engine's buttons plus the element's own (pause, start, restart). */
export type KeyAction = Action | 'pause' | 'start' | 'restart';

/** Default bindings, by `KeyboardEvent.code` (the physical key, whatever the layout). */
export const DEFAULT_KEYS: Readonly<Record<KeyAction, readonly string[]>> = {
  left: ['ArrowLeft'],
  right: ['ArrowRight'],
  softDrop: ['ArrowDown'],
  cw: ['ArrowUp', 'KeyX'],
  ccw: ['KeyZ', 'ControlLeft', 'ControlRight'],
  rotate180: ['KeyA'],
  hardDrop: ['Space'],
  hold: ['ShiftLeft', 'ShiftRight', 'KeyC'],
  pause: ['Escape', 'KeyP'],
  start: ['Enter', 'NumpadEnter'],
  restart: ['KeyR'],
};

/** Inverts a binding table into code -> action. */
export function codeMap(keys: Readonly<Record<KeyAction, readonly string[]>>): Map<string, KeyAction> {
  const map = new Map<string, KeyAction>();
  for (const [action, codes] of Object.entries(keys) as [KeyAction, readonly string[]][]) {
    for (const code of codes) map.set(code, action);
  }
  return map;
}

/** Every bindable action, in the order the settings panel lists them. */
export const KEY_ACTIONS: readonly KeyAction[] = ['left', 'right', 'softDrop', 'hardDrop', 'cw', 'ccw', 'rotate180', 'hold', 'pause', 'start', 'restart'];

/** A full binding table: every action to its `KeyboardEvent.code`s. */
export type KeyBindings = Record<KeyAction, string[]>;

/** Bindings a page or player sets over {@link DEFAULT_KEYS}: any subset of actions. */
export type KeyOverrides = Partial<Record<KeyAction, readonly string[]>>;

const KEY_CODE =
  /^(Key[A-Z]|Digit\d|Numpad(\d|Add|Subtract|Multiply|Divide|Decimal|Enter|Equal|Comma)|F([1-9]|1\d|2[0-4])|Arrow(Up|Down|Left|Right)|(Shift|Control|Alt|Meta)(Left|Right)|Bracket(Left|Right)|Page(Up|Down)|Space|Enter|Escape|Tab|Backspace|Backquote|Minus|Equal|Backslash|Semicolon|Quote|Comma|Period|Slash|CapsLock|Insert|Delete|Home|End|IntlBackslash|ContextMenu)$/;

/** A plausible `KeyboardEvent.code` (the physical key), as opposed to a `key` such as "w" or "ArrowUp ". */
export function isKeyCode(value: unknown): value is string {
  return typeof value === 'string' && KEY_CODE.test(value);
}

/**
 * Parses the `keys` attribute, "hardDrop: KeyW Space; hold: KeyQ", into `{ hardDrop: ['KeyW',
 * 'Space'], hold: ['KeyQ'] }`. Names are not checked here: {@link mergeKeys} reports bad entries.
 */
export function parseKeys(value: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const entry of (value ?? '').split(';')) {
    if (!entry.trim()) continue;
    const colon = entry.indexOf(':');
    const action = (colon < 0 ? entry : entry.slice(0, colon)).trim();
    out[action] = colon < 0 ? [] : entry.slice(colon + 1).trim().split(/\s+/).filter(Boolean);
  }
  return out;
}

/**
 * Merges overrides over the defaults. A valid entry replaces its action's keys (none: unbound) and
 * takes those keys away from every other action, so one key never does two things. A bad entry
 * (unknown action, or a value that is not a list of key codes) is reported to `onInvalid` and leaves
 * its action as it was.
 */
export function mergeKeys(
  overrides: Readonly<Record<string, unknown>>,
  onInvalid: (action: string, value: unknown) => void,
): KeyBindings {
  const keys = Object.fromEntries(KEY_ACTIONS.map((action) => [action, [...DEFAULT_KEYS[action]]])) as KeyBindings;
  for (const [action, codes] of Object.entries(overrides)) {
    if (!(KEY_ACTIONS as readonly string[]).includes(action) || !Array.isArray(codes) || !codes.every(isKeyCode)) {
      onInvalid(action, codes);
      continue;
    }
    for (const other of KEY_ACTIONS) keys[other] = keys[other].filter((code) => !codes.includes(code));
    keys[action as KeyAction] = [...codes];
  }
  return keys;
}
