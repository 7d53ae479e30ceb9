import type { SoundMode } from '../audio/sound-controller.js';
import type { KeyOverrides } from '../input/keymap.js';

/** What the player changed in the settings panel. `null` frames: back to the preset's value. */
export interface StoredSettings {
  keys?: KeyOverrides;
  handling?: string;
  das?: number | null;
  arr?: number | null;
  softDrop?: number | null;
  touchButtons?: boolean;
  sound?: SoundMode;
  volume?: number;
}

export const DEFAULT_STORAGE_KEY = 'tetris-game-settings';

/**
 * The player's saved settings, or an empty object. Storage may be missing, blocked (a sandboxed
 * iframe, privacy settings) or hold garbage: none of that may stop the game, so all are ignored.
 */
export function loadSettings(key: string): StoredSettings {
  if (!key) return {};
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredSettings) : {};
  } catch {
    return {};
  }
}

/** Saves the settings; an empty object forgets them. Failures (full, blocked) are ignored. */
export function saveSettings(key: string, settings: StoredSettings): void {
  if (!key) return;
  try {
    if (Object.keys(settings).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(settings));
  } catch {
    // The settings still apply for this visit.
  }
}
