/** Checks a `POST /api/scores` body: `{ name, replay }`. The replay itself is checked by verify(). */
import { createHash } from 'node:crypto';

/** The longest name, in characters (code points). */
export const MAX_NAME_LENGTH = 24;

export interface Submission {
  name: string;
  replay: unknown;
}

/**
 * The player's name, normalized (NFC, spaces collapsed, trimmed). Throws a TypeError for a name
 * that is not text, is empty, too long, or holds control or invisible formatting characters.
 */
export function cleanName(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('name must be a string');
  const name = value.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const length = [...name].length;
  if (length < 1 || length > MAX_NAME_LENGTH) {
    throw new TypeError(`name must be 1 to ${MAX_NAME_LENGTH} characters`);
  }
  // Control, format (such as right-to-left overrides), private-use and unassigned characters.
  if (/\p{C}/u.test(name)) throw new TypeError('name must not contain control or formatting characters');
  return name;
}

/** Reads the JSON body of a submission. Throws a TypeError naming what is wrong. */
export function parseSubmission(text: string): Submission {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new TypeError('body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TypeError('body must be an object { name, replay }');
  }
  const { name, replay } = body as Record<string, unknown>;
  if (replay === undefined || replay === null) throw new TypeError('replay is required');
  return { name: cleanName(name), replay };
}

/** The value with every object's keys in sorted order, so equal data gives equal JSON. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((key) => [key, sortKeys(record[key])]));
}

/**
 * A key for the game a verified replay plays (SHA-256 of its version, options and log; claimed
 * results, key order and the player's name do not change it), so one game is stored once.
 */
export function replayKey(replay: unknown): string {
  const data = (typeof replay === 'string' ? JSON.parse(replay) : replay) as Record<string, unknown>;
  const game = sortKeys({ v: data.v, options: data.options, log: data.log });
  return createHash('sha256').update(JSON.stringify(game)).digest('hex');
}
