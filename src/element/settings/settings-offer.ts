/**
 * What an element's settings dialog offers: which of the saved settings (`settings.ts`) it edits,
 * which tabs it has and how it reads them. Each part left out means all of them, read as
 * `<tetris-game>` holds them (its offer is empty); `<tetris-versus>` has no mode and no
 * touch-buttons setting, and its own defaults. The dialog, which applies this, loads when first opened.
 * @module
 */
import type { PersistedName } from './settings.js';

/** The tabs of the settings dialog, in order. */
export const SECTIONS = ['handling', 'keys', 'touch', 'gamepad', 'sound'] as const;
export type Section = (typeof SECTIONS)[number];

export interface SettingsOffer {
  /** The saved settings the dialog edits and resets (default: all). Storage holds those of each element saving under the key. */
  readonly settings?: readonly PersistedName[];
  /** The tabs the element has now (default: all); each still shows only while its input device is in use. */
  sections?(): readonly Section[];
  /** The value of `name` in effect, shown in its control (default: the handling frames in effect, else the element's property). */
  value?(name: PersistedName): unknown;
  /** What Reset sets `name` back to (default: the page's attribute as the settings table reads it). */
  pageValue?(name: PersistedName): unknown;
}
