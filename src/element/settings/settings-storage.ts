import { SETTINGS, checkSaved, type PersistedName, type SavedSettings, type Setting } from './settings.js';

/**
 * The player's saved settings, checked against the settings table: good values only, each bad one
 * dropped with one warning naming the key it was saved under. Storage may be missing, blocked (a
 * sandboxed iframe, privacy settings) or hold garbage: none of that may stop the game.
 */
export function loadSettings(key: string): SavedSettings {
  if (!key) return {};
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? checkSaved(value as Record<string, unknown>, key) : {};
}

/** Applies what the player saved under `host`'s storage key over its attributes; returns it. */
export function restoreSettings(host: HTMLElement & { storageKey: string }): SavedSettings {
  const saved = loadSettings(host.storageKey);
  applySettings(host, saved);
  return saved;
}

/** Sets the player's settings on `host` (`null`: back to the page's value or the preset's). */
export function applySettings(host: HTMLElement, settings: SavedSettings): void {
  const properties = host as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(settings)) properties[name] = value ?? undefined;
}

/** What a player's choice of `value` for `name` saves: it, and `null` for each setting it sets back to the default. */
export function choice(name: PersistedName, value: unknown): SavedSettings {
  const patch: SavedSettings = { [name]: value };
  for (const cleared of (SETTINGS[name] as Setting).clears ?? []) patch[cleared as PersistedName] = null;
  return patch;
}

/** Saves the settings; an empty object forgets them. Failures (full, blocked) are ignored. */
export function saveSettings(key: string, settings: SavedSettings): void {
  if (!key) return;
  try {
    if (Object.keys(settings).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(settings));
  } catch {
    // The settings still apply for this visit.
  }
}
