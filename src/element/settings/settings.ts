/**
 * Every setting of the element in one table: its property and attribute, default, what it
 * accepts, and whether the player's choice is saved. Validation of attributes, properties and saved
 * values, the dialog, Reset and storage all read this table, so a new setting is one entry here plus
 * its property on the element (and, if saved, its control in `settings-controls.ts`, which loads
 * with the dialog).
 * @module
 */
import { SOUND_MODES } from '../../audio/sound-modes.js';
import { KEY_ACTIONS, isKeyCode, parseKeys } from '../../input/keymap.js';
import { THEMES } from '../../themes/themes.js';
import { CONTROL_SOURCES, DEFAULT_CONTROLS, DEFAULT_HANDLING_PRESET, HANDLING_PRESETS, MAX_FRAMES, MAX_LEVEL, MIN_FRAMES, MIN_LEVEL, parseControls, type FrameSetting } from './setting-values.js';
import type { Scheduler } from '../../clock/scheduler.js';
import { MAX_GOAL_LINES, MAX_GOAL_SECONDS, MODE_NAMES } from '../../engine/index.js';
import { show, warnInvalid } from '../../ui/warnings.js';
import { attributeValue as readAttributeQuietly, checkAttribute, type AttributeEntry, type AttributeHost } from '../../ui/attributes.js';

export { warnInvalid, warnRefused } from '../../ui/warnings.js';

/** An entry of the attribute table both elements' reader reads (`ui/attributes.ts`), and whether it is saved. */
export interface Setting extends AttributeEntry {
  /** The player can change it in the dialog (its control: `settings-controls.ts`), and their choice is saved under `storage-key`. */
  readonly persisted: boolean;
  /** Settings the player's choice of this one sets back to their default (a preset clears the frame values over it). */
  readonly clears?: readonly string[];
}

const text = (value: string) => value;
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
/** A boolean attribute: present is on, whatever its text. */
const present = () => true;
const isBoolean = (value: unknown) => typeof value === 'boolean';
const oneOf = (values: readonly string[]) => (value: unknown) => typeof value === 'string' && values.includes(value);
const wholeIn = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A plain object of key overrides: each entry an action and a list of key codes. */
export function isKeyOverrides(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([action, codes]) => (KEY_ACTIONS as readonly string[]).includes(action) && Array.isArray(codes) && codes.every(isKeyCode),
  );
}

const frames = (setting: FrameSetting, attribute: string, note: string): Setting & { readonly persisted: true } => ({
  attribute,
  default: undefined,
  fallback: "the preset's value",
  parse: number,
  valid: wholeIn(MIN_FRAMES[setting], MAX_FRAMES),
  accepted: `whole numbers ${MIN_FRAMES[setting]}-${MAX_FRAMES} (frames${note})`,
  persisted: true,
});

/** The settings, by property name. */
export const SETTINGS = {
  level: { attribute: 'level', default: 1, parse: number, valid: wholeIn(MIN_LEVEL, MAX_LEVEL), accepted: `whole numbers ${MIN_LEVEL}-${MAX_LEVEL}`, persisted: false },
  theme: { attribute: 'theme', default: 'modern', parse: text, valid: oneOf(THEMES), accepted: THEMES.join(', '), persisted: false },
  controls: {
    attribute: 'controls',
    default: DEFAULT_CONTROLS,
    parse: text,
    valid: (value: unknown) => typeof value === 'string' && parseControls(value) !== null,
    accepted: `"none" or a space-separated list of: ${CONTROL_SOURCES.join(', ')}`,
    persisted: false,
  },
  seed: {
    attribute: 'seed',
    default: undefined,
    fallback: 'a random seed',
    parse: number,
    valid: (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value),
    accepted: 'a whole number',
    persisted: false,
  },
  autostart: { attribute: 'autostart', default: false, parse: present, valid: isBoolean, accepted: 'a boolean attribute', persisted: false },
  handling: {
    attribute: 'handling',
    default: DEFAULT_HANDLING_PRESET,
    parse: text,
    valid: oneOf(Object.keys(HANDLING_PRESETS)),
    accepted: Object.keys(HANDLING_PRESETS).join(', '),
    persisted: true,
    clears: ['das', 'arr', 'softDrop', 'dcd'],
  },
  das: frames('das', 'das', ''),
  arr: frames('arr', 'arr', '; 0 = to the wall at once'),
  softDrop: frames('softDrop', 'soft-drop', ' per row; 0 = to the floor at once'),
  dcd: frames('dcd', 'dcd', ' a charged auto-shift waits after a rotation or spawn; 0 = off'),
  mode: {
    attribute: 'mode',
    default: 'marathon',
    parse: text,
    valid: oneOf(MODE_NAMES),
    accepted: MODE_NAMES.join(', '),
    persisted: true,
  },
  // The mode then checks its range (seconds in ultra, none in zen) as a game starts.
  goal: {
    attribute: 'goal',
    default: undefined,
    fallback: "the mode's goal (sprint 40 lines, ultra 120 seconds, marathon none)",
    parse: number,
    valid: wholeIn(1, MAX_GOAL_LINES),
    accepted: `whole numbers 1-${MAX_GOAL_LINES}: lines (sprint, marathon) or seconds up to ${MAX_GOAL_SECONDS} (ultra)`,
    persisted: false,
  },
  keys: {
    attribute: 'keys',
    default: {},
    parse: parseKeys,
    // Entries are checked one by one when the bindings are merged, each with its own warning.
    valid: (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value),
    accepted: `"action: Code Code; action: Code" with actions ${KEY_ACTIONS.join(', ')} and KeyboardEvent.code values such as KeyW, Space, ArrowUp, ShiftLeft`,
    persisted: true,
  },
  touchButtons: {
    attribute: 'touch-buttons',
    default: false,
    parse: present,
    valid: isBoolean,
    accepted: 'a boolean attribute',
    persisted: true,
  },
  sound: {
    attribute: 'sound',
    default: 'off',
    parse: text,
    valid: oneOf(SOUND_MODES),
    accepted: SOUND_MODES.join(', '),
    persisted: true,
  },
  volume: {
    attribute: 'volume',
    default: 0.5,
    parse: number,
    valid: (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1,
    accepted: 'a number from 0 to 1',
    persisted: true,
  },
  reducedMotion: { attribute: 'reduced-motion', default: false, parse: present, valid: isBoolean, accepted: 'a boolean attribute', persisted: false },
  storageKey: {
    attribute: 'storage-key',
    default: 'tetris-game-settings',
    parse: text,
    valid: (value: unknown) => typeof value === 'string',
    accepted: 'a localStorage key, or empty to save nothing',
    persisted: false,
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
/** The settings the player changes in the dialog and that are saved. */
export type PersistedName = { [Name in SettingName]: (typeof SETTINGS)[Name]['persisted'] extends true ? Name : never }[SettingName];
export const PERSISTED = SETTING_NAMES.filter((name) => SETTINGS[name].persisted) as PersistedName[];

/** Saved values by setting; `null` for a frame setting: back to the preset's value. */
export type SavedSettings = Partial<Record<PersistedName, unknown>>;

/** Lit's converter for a setting's attribute: the table's parser; a removed attribute is unset. */
export function attributeConverter(name: SettingName) {
  const setting: Setting = SETTINGS[name];
  return { fromAttribute: (text: string | null) => (text === null ? undefined : setting.parse(text)) };
}

/**
 * The value a setting takes: unset (null, undefined, a removed attribute) is the default, quietly;
 * a string is read as the attribute would be; anything not accepted is the default with one warning
 * naming the attribute, quoting its text when the value came from it.
 */
export function checkSetting(host: AttributeHost, name: SettingName, value: unknown): unknown {
  return checkAttribute<unknown>(host, SETTINGS[name], value);
}

/** The value Reset goes back to: the page's attribute if it is good, else the default. Quiet. */
export function attributeValue(host: AttributeHost, name: SettingName): unknown {
  return readAttributeQuietly<unknown>(host, SETTINGS[name]);
}

/**
 * Saved values that are still good; each bad one is dropped with one warning naming where it was
 * saved. Names that are not saved settings (a newer or older version's) are dropped quietly.
 */
export function checkSaved(saved: Readonly<Record<string, unknown>>, storageKey: string): SavedSettings {
  const good: SavedSettings = {};
  for (const name of PERSISTED) {
    if (!Object.hasOwn(saved, name)) continue;
    const setting: Setting = SETTINGS[name];
    const value = saved[name];
    const ok = name === 'keys' ? isKeyOverrides(value) : value === null ? setting.default === undefined : setting.valid(value);
    if (ok) good[name] = value;
    else warnInvalid(`the saved ${name}=${show(value)} in localStorage "${storageKey}"`, setting.accepted, "the page's value");
  }
  return good;
}

/** A clock the game loop can run on: an object with `now`, `request` and `cancel` functions. */
export function isScheduler(value: unknown): value is Scheduler {
  if (!value || typeof value !== 'object') return false;
  const scheduler = value as Record<string, unknown>;
  return typeof scheduler.now === 'function' && typeof scheduler.request === 'function' && typeof scheduler.cancel === 'function';
}


/** The value if the setting accepts it, else its default; quiet (for values read before they are checked). */
export function validOrDefault<T>(name: SettingName, value: T): T {
  const setting: Setting = SETTINGS[name];
  return setting.valid(value) ? value : (setting.default as T);
}
