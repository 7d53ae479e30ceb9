import { THEMES, type ThemeName } from '../themes/themes.js';

/** Input sources the `controls` attribute accepts. */
export const CONTROL_SOURCES = ['keyboard'] as const;
export type ControlSource = (typeof CONTROL_SOURCES)[number];
export const DEFAULT_CONTROLS = 'keyboard';

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
} as const;
