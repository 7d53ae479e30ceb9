/**
 * What `<tetris-versus>`'s attributes accept, in one table, and the players' default keys. A bad
 * value falls back to the default with one `console.warn` naming the attribute and the accepted
 * values (the reader both elements share, `ui/attributes.ts`); nothing here throws.
 * @module
 */
import { ATTACK_RULE_NAMES, MAX_FIRST_TO, MAX_PLAYERS, TARGETING_STRATEGIES, VERSUS_LEVELS, type AttackRuleName, type Handling, type TargetingStrategy, type VersusLevels } from '../engine/index.js';
import { DIFFICULTY_NAMES, type Difficulty } from '../bot/index.js';
import { DEFAULT_KEYS, KEY_ACTIONS, isKeyCode, parseKeys, type KeyAction, type KeyBindings, type KeyOverrides } from '../input/keymap.js';
import { HANDLING_PRESETS, parseControls, type ControlSource, type HandlingPreset } from '../element/settings/setting-values.js';
import type { AttributeEntry } from '../ui/attributes.js';
import { SETTINGS } from '../element/settings/settings.js';
import type { SoundMode } from '../audio/sound-modes.js';
import { THEMES, type ThemeName } from '../themes/themes.js';

/** Who plays the second board. */
export const OPPONENTS = ['bot', 'local', 'remote'] as const;
export type Opponent = (typeof OPPONENTS)[number];

/** How each player's attacks pick their receiver: the engine's strategies, or `manual` (the player picks). */
export const TARGETING_MODES = [...TARGETING_STRATEGIES, 'manual'] as const;
export type TargetingMode = TargetingStrategy | 'manual';

/** Seats of a match unless `players` says otherwise. */
const DEFAULT_PLAYERS: number = 2;

const oneOf = <T extends string>(attribute: string, values: readonly T[], fallback: T): AttributeEntry<T> => ({
  attribute,
  default: fallback,
  parse: (text) => text.trim(),
  valid: (value) => (values as readonly unknown[]).includes(value),
  accepted: values.join(', '),
});

/** Text of up to `count` digits (spaces around them allowed) as its number; any other text reads as NaN. */
const digits = (count: number) => (text: string) => (new RegExp(`^\\s*\\d{1,${count}}\\s*$`).test(text) ? Number(text) : Number.NaN);
const wholeIn = (min: number, max: number) => (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

// Typed as what they read to (the settings table types each default as its literal).
const soundEntry: AttributeEntry<SoundMode> = SETTINGS.sound;
const volumeEntry: AttributeEntry<number> = SETTINGS.volume;
const frameEntry = SETTINGS as Record<'das' | 'arr' | 'softDrop' | 'dcd', AttributeEntry<number | undefined>>;

/** The attributes `<tetris-versus>` reads, with what each accepts, read by the shared reader (`ui/attributes.ts`). */
export const VERSUS_ATTRIBUTES = {
  opponent: oneOf<Opponent>('opponent', OPPONENTS, 'bot'),
  difficulty: oneOf<Difficulty>('difficulty', DIFFICULTY_NAMES, 'medium'),
  rules: oneOf<AttackRuleName>('rules', ATTACK_RULE_NAMES, 'guideline'),
  // Gravity rises with time by default, as in TETR.IO's league: the level does not punish clearing lines.
  levels: oneOf<VersusLevels>('levels', VERSUS_LEVELS, 'time'),
  theme: oneOf<ThemeName>('theme', THEMES, 'modern'),
  handling: oneOf<HandlingPreset>('handling', Object.keys(HANDLING_PRESETS) as HandlingPreset[], 'modern'),
  players: {
    attribute: 'players',
    default: DEFAULT_PLAYERS,
    parse: digits(1),
    valid: wholeIn(2, MAX_PLAYERS),
    accepted: `a whole number from 2 to ${MAX_PLAYERS}`,
  },
  targeting: oneOf<TargetingMode>('targeting', TARGETING_MODES, 'even'),
  'first-to': {
    attribute: 'first-to',
    default: 3,
    parse: digits(2),
    valid: wholeIn(1, MAX_FIRST_TO),
    accepted: `a whole number from 1 to ${MAX_FIRST_TO}`,
  },
  seed: {
    attribute: 'seed',
    default: null as number | null,
    fallback: 'a random seed',
    parse: digits(10),
    valid: wholeIn(0, 0xffffffff),
    accepted: 'a whole number from 0 to 4294967295',
  },
  controls: {
    attribute: 'controls',
    default: new Set<ControlSource>(['keyboard', 'touch', 'gamepad']),
    fallback: '"keyboard touch gamepad"',
    parse: (text: string) => parseControls(text),
    valid: (value: unknown) => value instanceof Set,
    accepted: '"none", or any of keyboard touch gamepad',
  },
  // `<tetris-game>`'s own entries: the same names, ranges, units and defaults on both elements.
  sound: soundEntry,
  volume: volumeEntry,
  das: frameEntry.das,
  arr: frameEntry.arr,
  'soft-drop': frameEntry.softDrop,
  dcd: frameEntry.dcd,
} as const satisfies Record<string, AttributeEntry>;

export type VersusAttribute = keyof typeof VERSUS_ATTRIBUTES;
export type AttributeValue<A extends VersusAttribute> = (typeof VERSUS_ATTRIBUTES)[A]['default'];

/** Frame values over a preset (`das`, `arr`, `softDrop`, `dcd`); an undefined one keeps the preset's. */
export type HandlingFrames = Partial<Record<'das' | 'arr' | 'softDrop' | 'dcd', number | undefined>>;

/** Handling of a preset with `frames` over it, for the engine. */
export function handlingOf(preset: HandlingPreset, frames: HandlingFrames = {}): Partial<Handling> {
  const handling: Partial<Handling> = { ...HANDLING_PRESETS[preset] };
  for (const [name, value] of Object.entries(frames)) if (value !== undefined) handling[name as keyof HandlingFrames] = value;
  return handling;
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
 * `keys` / `keys-2` ("hardDrop: KeyW Space; hold: KeyQ", or a table of them such as the settings
 * dialog saves, where an empty list unbinds) over `base`: each good entry replaces its action's
 * keys and takes them from the other actions; bad entries are reported to `onInvalid`.
 */
export function keysOver(base: Readonly<Record<KeyAction, readonly string[]>>, given: string | KeyOverrides | null, onInvalid: (entry: string) => void): KeyBindings {
  const keys = Object.fromEntries(KEY_ACTIONS.map((action) => [action, [...base[action]]])) as KeyBindings;
  const table = typeof given === 'object' && given !== null;
  const entries: [string, unknown][] = Object.entries(table ? given : parseKeys(given));
  for (const [action, codes] of entries) {
    if (!(KEY_ACTIONS as readonly string[]).includes(action) || !Array.isArray(codes) || (codes.length === 0 && !table) || !codes.every(isKeyCode)) {
      onInvalid(`${action}: ${Array.isArray(codes) ? codes.join(' ') : String(codes)}`);
      continue;
    }
    for (const other of KEY_ACTIONS) keys[other] = keys[other].filter((code) => !codes.includes(code));
    keys[action as KeyAction] = [...codes];
  }
  return keys;
}
