import type { Handling } from '../engine/index.js';
import { KEY_ACTIONS } from '../input/keymap.js';
import { SOUND_MODES, type SoundMode } from '../audio/sound-controller.js';
import { THEMES, type ThemeName } from '../themes/themes.js';

/** Input sources the `controls` attribute accepts. */
export const CONTROL_SOURCES = ['keyboard', 'touch', 'gamepad'] as const;
export type ControlSource = (typeof CONTROL_SOURCES)[number];
export const DEFAULT_CONTROLS = 'keyboard touch gamepad';

/** Presets of the `handling` attribute, in 60 Hz frames; `das`, `arr` and `soft-drop` override them. */
export const HANDLING_PRESETS = {
  /** The NES feel: slow auto-shift, 1/2 G soft drop, entry delay. */
  nes: { das: 16, arr: 6, softDrop: 2, are: true },
  /** Guideline feel: quick auto-shift, one row per frame soft drop, no entry delay. */
  modern: { das: 10, arr: 2, softDrop: 1, are: false },
} as const satisfies Record<string, Partial<Handling>>;
export type HandlingPreset = keyof typeof HANDLING_PRESETS;
export const DEFAULT_HANDLING_PRESET: HandlingPreset = 'nes';
/** Frame attributes (`das`, `arr`, `soft-drop`) accept whole numbers from their minimum up to this. */
export const MAX_FRAMES = 60;
export type FrameSetting = 'das' | 'arr' | 'softDrop';
/** DAS 0 would repeat on the first frame; the engine treats it as 1, so 1 is the honest minimum. */
export const MIN_FRAMES: Record<FrameSetting, number> = { das: 1, arr: 0, softDrop: 0 };

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;

/** The one warning a bad attribute value gets: what was wrong, what is accepted, what is used. */
export function warnInvalid(attribute: string, value: unknown, accepted: string, fallback: unknown): void {
  console.warn(
    `<tetris-game>: ignoring ${attribute}="${String(value)}"; accepted values: ${accepted}. Using ${JSON.stringify(fallback)}.`,
  );
}

export function isValidLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_LEVEL && value <= MAX_LEVEL;
}

export function isTheme(value: unknown): value is ThemeName {
  return (THEMES as readonly unknown[]).includes(value);
}

export function isHandlingPreset(value: unknown): value is HandlingPreset {
  return typeof value === 'string' && Object.hasOwn(HANDLING_PRESETS, value);
}

export function isValidFrames(setting: FrameSetting, value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_FRAMES[setting] && value <= MAX_FRAMES;
}

export function isSoundMode(value: unknown): value is SoundMode {
  return (SOUND_MODES as readonly unknown[]).includes(value);
}

export function isValidVolume(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= 1;
}

export function isValidSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/**
 * Parses `controls` ("keyboard", "none", ...): the set of sources, or null when any token is
 * not one this build supports.
 */
export function parseControls(value: string | null | undefined): Set<ControlSource> | null {
  const tokens = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  if (tokens.length === 1 && tokens[0] === 'none') return new Set();
  const sources = new Set<ControlSource>();
  for (const token of tokens) {
    if (!(CONTROL_SOURCES as readonly string[]).includes(token)) return null;
    sources.add(token as ControlSource);
  }
  return sources;
}

export const ACCEPTED = {
  level: `whole numbers ${MIN_LEVEL}-${MAX_LEVEL}`,
  theme: THEMES.join(', '),
  controls: `"none" or a space-separated list of: ${CONTROL_SOURCES.join(', ')}`,
  seed: 'a whole number',
  sound: SOUND_MODES.join(', '),
  volume: 'a number from 0 to 1',
  keys: `"action: Code Code; action: Code" with actions ${KEY_ACTIONS.join(', ')} and KeyboardEvent.code values such as KeyW, Space, ArrowUp, ShiftLeft`,
  handling: Object.keys(HANDLING_PRESETS).join(', '),
  das: `whole numbers ${MIN_FRAMES.das}-${MAX_FRAMES} (frames)`,
  arr: `whole numbers ${MIN_FRAMES.arr}-${MAX_FRAMES} (frames; 0 = to the wall at once)`,
  softDrop: `whole numbers ${MIN_FRAMES.softDrop}-${MAX_FRAMES} (frames per row; 0 = to the floor at once)`,
} as const;
