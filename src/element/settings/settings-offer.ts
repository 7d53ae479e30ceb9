/**
 * What an element's settings dialog offers: which of the saved settings (`settings.ts`) it edits
 * and which tabs it has. `<tetris-game>` offers all of them; `<tetris-versus>` has no mode and no
 * touch-buttons setting. Small and in the first frame: the dialog itself loads when first opened.
 * @module
 */
import { PERSISTED, type PersistedName } from './settings.js';

/** The tabs of the settings dialog, in order. */
export const SECTIONS = ['handling', 'keys', 'touch', 'gamepad', 'sound'] as const;
export type Section = (typeof SECTIONS)[number];

export interface SettingsOffer {
  /** The saved settings the dialog edits, restores from storage and resets; the others are not the element's. */
  readonly settings: readonly PersistedName[];
  /** The tabs the element has now; each still shows only while its input device is in use. */
  sections(): readonly Section[];
  /** The value of `name` in effect, shown in its control (a frame setting: the preset's when none is set over it). */
  value(name: PersistedName): unknown;
  /** What Reset sets `name` back to: the page's value (its attribute), as the element reads it. */
  pageValue(name: PersistedName): unknown;
}

/** Every saved setting in every tab: `<tetris-game>`'s offer, reading values as the element holds them. */
export function everySetting(host: object, frames: () => Readonly<Partial<Record<string, unknown>>>, pageValue: (name: PersistedName) => unknown): SettingsOffer {
  return {
    settings: PERSISTED,
    sections: () => SECTIONS,
    value: (name) => frames()[name] ?? (host as Record<string, unknown>)[name],
    pageValue,
  };
}
