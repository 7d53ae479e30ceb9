import { DEFAULT_HANDLING, type Handling } from '../../engine/index.js';

/**
 * The vocabulary of the element's settings: input sources, handling presets and ranges. What each
 * setting accepts and how it is checked is in `settings.ts`.
 * @module
 */

/** Input sources the `controls` attribute accepts. */
export const CONTROL_SOURCES = ['keyboard', 'touch', 'gamepad'] as const;
export type ControlSource = (typeof CONTROL_SOURCES)[number];
export const DEFAULT_CONTROLS = 'keyboard touch gamepad';

/** Presets of the `handling` attribute, in 60 Hz frames; `das`, `arr`, `soft-drop` and `dcd` override them. */
export const HANDLING_PRESETS = {
  /** The NES feel, the engine's defaults: slow auto-shift (16, 6), 1/2 G soft drop, entry delay, no half turn. */
  nes: { das: DEFAULT_HANDLING.das, arr: DEFAULT_HANDLING.arr, softDrop: DEFAULT_HANDLING.softDrop, are: DEFAULT_HANDLING.are, rotate180: DEFAULT_HANDLING.rotate180, dcd: DEFAULT_HANDLING.dcd },
  /** Guideline feel: quick auto-shift, one row per frame soft drop, no entry delay, half turns (TETR.IO's SRS+). */
  modern: { das: 10, arr: 2, softDrop: 1, are: false, rotate180: true, dcd: 0 },
} as const satisfies Record<string, Partial<Handling>>;
export type HandlingPreset = keyof typeof HANDLING_PRESETS;
export const DEFAULT_HANDLING_PRESET: HandlingPreset = 'nes';
/** Frame attributes (`das`, `arr`, `soft-drop`) accept whole numbers from their minimum up to this. */
export const MAX_FRAMES = 60;
export type FrameSetting = 'das' | 'arr' | 'softDrop' | 'dcd';
/** DAS 0 would repeat on the first frame; the engine treats it as 1, so 1 is the honest minimum. */
export const MIN_FRAMES: Record<FrameSetting, number> = { das: 1, arr: 0, softDrop: 0, dcd: 0 };

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;

/**
 * Parses `controls` ("keyboard", "none", ...): the set of sources, or null when any token is
 * not one this build supports.
 */
export function parseControls(value: string): Set<ControlSource> | null {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  if (tokens.length === 1 && tokens[0] === 'none') return new Set();
  const sources = new Set<ControlSource>();
  for (const token of tokens) {
    if (!(CONTROL_SOURCES as readonly string[]).includes(token)) return null;
    sources.add(token as ControlSource);
  }
  return sources;
}
