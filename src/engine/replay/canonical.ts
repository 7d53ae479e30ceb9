/**
 * The canonical form of a replay: one JSON text per game, whatever encoding it arrived in, so a
 * server can store replays without junk and find the same game sent twice.
 *
 * - `options`: checked, with every value equal to its default dropped (`goal: null`, `level: 1`,
 *   `lines: 0`, an empty board, handling fields at their defaults, ...), boards written with
 *   {@link GARBAGE_CHAR} for every filled cell that is not a piece letter, keys in one fixed order.
 * - `log`: played and recorded again, so each entry has one spelling (`t` not `t1`, adjacent runs
 *   of the same frames merged, `setActive` and `setHandling` written one way), ending where the
 *   game ended (anything after the end changes nothing), without inputs that change nothing
 *   (`canonical-inputs.ts`).
 * - `v` is 2 (version 2 reads every version 1 log the same way), `frames` is the played frames,
 *   and any other field is dropped.
 * @module
 */
import { GARBAGE_CHAR } from '../state/board.js';
import { withoutNoOps } from './canonical-inputs.js';
import { plainObject, wholeNumber } from '../check.js';
import { DEFAULT_HANDLING } from '../rules/handling.js';
import { MODES } from '../rules/modes.js';
import { checkOptions, type CheckedOptions } from '../game/options.js';
import { PIECE_TYPES } from '../rules/pieces.js';
import { MAX_REPLAY_BYTES, ReplayPlayer, readReplay } from './replay.js';
import type { ReplayData, ReplayLimits } from './replay.js';
import type { GameOptions } from '../types.js';

/** Limits of {@link canonicalReplay}: those of `verify()`. */
export interface CanonicalLimits extends ReplayLimits {
  /** Largest replay, in characters of JSON. Default {@link MAX_REPLAY_BYTES}. */
  maxBytes?: number;
}

const DEFAULTS: CheckedOptions = checkOptions({});
const EMPTY_ROW = /^\.*$/;

/** A board row with every filled cell that is not a piece letter written as {@link GARBAGE_CHAR}. */
function canonicalRow(row: string): string {
  let out = '';
  for (const ch of row) out += ch === '.' || (PIECE_TYPES as readonly string[]).includes(ch) ? ch : GARBAGE_CHAR;
  return out;
}

/** Plain data with object keys sorted, so equal values have one JSON text. */
function sortedCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(source).sort().map((key) => [key, sortedCopy(source[key])]));
}

/** The canonical value of one checked option, or undefined when it says the same as leaving it out. */
function canonicalValue(key: keyof CheckedOptions, o: CheckedOptions): unknown {
  switch (key) {
    case 'goal':
      return o.goal === MODES[o.mode].defaultGoal ? undefined : o.goal;
    case 'board': {
      const rows = o.board?.map(canonicalRow);
      return rows?.every((row) => EMPTY_ROW.test(row)) === false ? rows : undefined;
    }
    case 'hiddenRows': {
      // Empty rows at the top say nothing: the last row is the one above the field.
      const rows = (o.hiddenRows ?? []).map(canonicalRow);
      const first = rows.findIndex((row) => !EMPTY_ROW.test(row));
      return first < 0 ? undefined : rows.slice(first);
    }
    case 'handling': {
      const changed = Object.entries(o.handling).filter(([field, value]) => value !== DEFAULT_HANDLING[field as keyof typeof DEFAULT_HANDLING]);
      return changed.length === 0 ? undefined : Object.fromEntries(changed);
    }
    case 'active':
      return o.active ?? undefined;
    default: {
      const value = sortedCopy(o[key]);
      return JSON.stringify(value) === JSON.stringify(DEFAULTS[key]) ? undefined : value;
    }
  }
}

/**
 * Game options in canonical form: checked (a bad one throws the engine's `TypeError`/`RangeError`),
 * defaults dropped, keys in the engine's order.
 */
export function canonicalOptions(options: unknown): GameOptions {
  const checked = checkOptions(options);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(checked) as (keyof CheckedOptions)[]) {
    const value = canonicalValue(key, checked);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The replay (object or JSON text) in its one canonical form (see the module's notes): every
 * encoding of the same game gives the same `JSON.stringify` text, and it verifies to the same
 * result. Costs one bounded play of the game.
 * @throws TypeError when malformed (naming the field); RangeError over a limit or for a value out of range.
 */
export function canonicalReplay(replay: unknown, given: CanonicalLimits = {}): ReplayData {
  const limits = plainObject('limits', given) as CanonicalLimits;
  const maxBytes = limits.maxBytes === undefined ? MAX_REPLAY_BYTES : wholeNumber('maxBytes', limits.maxBytes, 0, Number.MAX_SAFE_INTEGER);
  const data = plainObject('replay', readReplay(replay, maxBytes));
  const options = canonicalOptions(data.options === undefined ? {} : plainObject('replay.options', data.options));
  const player = new ReplayPlayer({ ...(data as unknown as ReplayData), options }, { maxFrames: limits.maxFrames }, withoutNoOps);
  player.finish();
  return player.recorder!.replay;
}

/** `JSON.stringify(canonicalReplay(replay, limits))`: the text to store, and to key the same game on. */
export function canonicalReplayText(replay: unknown, limits: CanonicalLimits = {}): string {
  return JSON.stringify(canonicalReplay(replay, limits));
}
