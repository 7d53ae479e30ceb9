/**
 * What `<tetris-versus>`'s attributes accept, in one table, and the players' default keys. A bad
 * value falls back to the default with one `console.warn` naming the attribute and the accepted
 * values; nothing here throws.
 * @module
 */
import { ATTACK_RULE_NAMES, MAX_FIRST_TO, VERSUS_LEVELS, type AttackRuleName, type Handling, type VersusLevels } from '../engine/index.js';
import { DIFFICULTY_NAMES, type Difficulty } from '../bot/index.js';
import { DEFAULT_KEYS, KEY_ACTIONS, isKeyCode, parseKeys, type KeyAction, type KeyBindings } from '../input/keymap.js';
import { HANDLING_PRESETS, parseControls, type ControlSource, type HandlingPreset } from '../element/settings/setting-values.js';
import { warnInvalid } from '../element/settings/settings.js';
import { THEMES, type ThemeName } from '../themes/themes.js';

/** Who plays the second board. */
export const OPPONENTS = ['bot', 'local', 'remote'] as const;
export type Opponent = (typeof OPPONENTS)[number];

/** The languages of the element's words. */
export const VERSUS_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'ja'] as const;
export type VersusLanguage = (typeof VERSUS_LANGUAGES)[number];

/** Each attribute's parser (null: not accepted), its accepted values and its default. */
interface AttributeRule<T> {
  readonly parse: (text: string) => T | null;
  readonly accepted: string;
  readonly fallback: T;
}

const oneOf = <T extends string>(values: readonly T[], fallback: T): AttributeRule<T> => ({
  parse: (text) => ((values as readonly string[]).includes(text.trim()) ? (text.trim() as T) : null),
  accepted: values.join(', '),
  fallback,
});

/** The attributes `<tetris-versus>` reads, with what each accepts. */
export const VERSUS_ATTRIBUTES = {
  opponent: oneOf<Opponent>(OPPONENTS, 'bot'),
  difficulty: oneOf<Difficulty>(DIFFICULTY_NAMES, 'medium'),
  rules: oneOf<AttackRuleName>(ATTACK_RULE_NAMES, 'guideline'),
  // Gravity rises with time by default, as in TETR.IO's league: the level does not punish clearing lines.
  levels: oneOf<VersusLevels>(VERSUS_LEVELS, 'time'),
  theme: oneOf<ThemeName>(THEMES, 'modern'),
  handling: oneOf<HandlingPreset>(Object.keys(HANDLING_PRESETS) as HandlingPreset[], 'modern'),
  lang: {
    // A language tag such as "de-CH" reads as its primary subtag.
    parse: (text: string) => {
      const primary = text.trim().toLowerCase().split('-')[0];
      return (VERSUS_LANGUAGES as readonly string[]).includes(primary) ? (primary) : null;
    },
    accepted: VERSUS_LANGUAGES.join(', '),
    fallback: 'en',
  },
  'first-to': {
    parse: (text: string) => (/^\s*\d{1,2}\s*$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_FIRST_TO ? Number(text) : null),
    accepted: `a whole number from 1 to ${MAX_FIRST_TO}`,
    fallback: 3,
  },
  seed: {
    parse: (text: string) => (/^\s*\d{1,10}\s*$/.test(text) && Number(text) <= 0xffffffff ? Number(text) : null),
    accepted: 'a whole number from 0 to 4294967295',
    fallback: null as number | null,
  },
  controls: {
    parse: (text: string) => parseControls(text),
    accepted: '"none", or any of keyboard touch gamepad',
    fallback: new Set<ControlSource>(['keyboard', 'touch', 'gamepad']),
  },
} as const satisfies Record<string, AttributeRule<unknown>>;

export type VersusAttribute = keyof typeof VERSUS_ATTRIBUTES;
export type AttributeValue<A extends VersusAttribute> = (typeof VERSUS_ATTRIBUTES)[A]['fallback'];

/** `text` as attribute `name` takes it: unset is the default, quietly; a bad value is the default with one warning. */
export function readAttribute<A extends VersusAttribute>(name: A, text: string | null, tag: string): AttributeValue<A> {
  const rule = VERSUS_ATTRIBUTES[name] as AttributeRule<AttributeValue<A>>;
  if (text === null) return rule.fallback;
  const value = rule.parse(text);
  if (value !== null) return value;
  warnInvalid(`${name}=${JSON.stringify(text)}`, rule.accepted, describe(rule.fallback), tag);
  return rule.fallback;
}

function describe(value: ReadonlySet<string> | string | number | null): string {
  if (value === null) return 'a random seed';
  return typeof value === 'object' ? `"${[...value].join(' ')}"` : `"${value}"`;
}

/** Handling of a preset, for the engine. */
export function handlingOf(preset: HandlingPreset): Partial<Handling> {
  return { ...HANDLING_PRESETS[preset] };
}

/**
 * Default keys of two players on one keyboard: the left player on the WASD side, the right one on
 * the arrows. Start and pause are shared (Enter, Escape).
 */
export const LOCAL_KEYS: readonly [Readonly<Record<KeyAction, readonly string[]>>, Readonly<Record<KeyAction, readonly string[]>>] = [
  { left: ['KeyA'], right: ['KeyD'], softDrop: ['KeyS'], hardDrop: ['KeyW'], ccw: ['KeyQ'], cw: ['KeyE'], rotate180: ['KeyR'], hold: ['ShiftLeft'], pause: ['Escape'], start: ['Enter'], restart: [] },
  { left: ['ArrowLeft'], right: ['ArrowRight'], softDrop: ['ArrowDown'], hardDrop: ['ArrowUp'], ccw: ['Period'], cw: ['Slash'], rotate180: ['Semicolon'], hold: ['ShiftRight'], pause: [], start: ['NumpadEnter'], restart: [] },
];

/** One player's keys when the other player is not on this keyboard: the element's usual keys. */
export const SOLO_KEYS: Readonly<Record<KeyAction, readonly string[]>> = { ...DEFAULT_KEYS, restart: [] };

/**
 * `keys` / `keys-2` ("hardDrop: KeyW Space; hold: KeyQ") over `base`: each good entry replaces its
 * action's keys and takes them from the other actions; bad entries are reported to `onInvalid`.
 */
export function keysOver(base: Readonly<Record<KeyAction, readonly string[]>>, text: string | null, onInvalid: (entry: string) => void): KeyBindings {
  const keys = Object.fromEntries(KEY_ACTIONS.map((action) => [action, [...base[action]]])) as KeyBindings;
  for (const [action, codes] of Object.entries(parseKeys(text))) {
    if (!(KEY_ACTIONS as readonly string[]).includes(action) || codes.length === 0 || !codes.every(isKeyCode)) {
      onInvalid(`${action}: ${codes.join(' ')}`);
      continue;
    }
    for (const other of KEY_ACTIONS) keys[other] = keys[other].filter((code) => !codes.includes(code));
    keys[action as KeyAction] = codes;
  }
  return keys;
}
