import { checkSaved, type SavedSettings } from './settings.js';

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
  const properties = host as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(saved)) properties[name] = value ?? undefined;
  return saved;
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
