/** Checks a `POST /api/scores` body: `{ name, replay }`. The replay itself is checked by verify(); its key comes from its canonical text. */
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

/**
 * The key that tells a second submission of the same game: SHA-256 of the replay's canonical JSON
 * text, which every encoding of one game shares (claims, junk fields and the name do not change it).
 */
export function replayKey(canonicalText: string): string {
  return createHash('sha256').update(canonicalText).digest('hex');
}
