/**
 * The one console warning a value the element refuses gets, in one wording everywhere. A module
 * of its own so a part that loads later (the bot's self-play) can warn without the settings table.
 * @module
 */

/** A value as a warning shows it: strings quoted, as in an attribute. */
export function show(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return 'an object';
    }
  }
  return String(value);
}

/** The one warning a bad value gets: what was wrong and where from, what is accepted, what is used. */
export function warnInvalid(subject: string, accepted: string, fallback: string, tag = 'tetris-game'): void {
  console.warn(`<${tag}>: ignoring ${subject}; accepted values: ${accepted}. Using ${fallback}.`);
}

/** Warns about an object property (`scheduler`, `audioContextFactory`) that was refused. */
export function warnRefused(property: string, value: unknown, accepted: string, tag = 'tetris-game'): void {
  console.warn(`<${tag}>: ignoring ${property}=${show(value)}; accepted values: ${accepted}. Keeping the current one.`);
}
