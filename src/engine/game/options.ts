/**
 * Checking `new Game()` options: every field is validated before the game touches anything, and
 * a bad one throws a `TypeError`/`RangeError` that names it and what is accepted.
 * @module
 */
import { COLS, HIDDEN_ROWS, ROWS } from '../state/board.js';
import { boolean, knownKeys, list, oneOf, plainObject, show, wholeNumber } from '../check.js';
import { resolveHandling } from '../rules/handling.js';
import { MODE_NAMES, resolveGoal } from '../rules/modes.js';
import { PIECE_TYPES, ROTATIONS } from '../rules/pieces.js';
import type { GameOptions, Handling, Mode, PiecePlacement, PieceType, Rotation, VersusSettings } from '../types.js';
import { checkVersus } from '../rules/versus.js';

/** Highest starting level accepted. */
export const MAX_LEVEL = 99;
/** Most lines accepted as already cleared. */
export const MAX_LINES = 9999;
/** Longest preset `queue` accepted. */
export const MAX_QUEUE = 1000;
/** Largest accepted `survival` interval, in frames (one minute). */
export const MAX_SURVIVAL_FRAMES = 3600;

const OPTION_KEYS: readonly (keyof GameOptions)[] = [
  'mode', 'goal', 'seed', 'level', 'lines', 'backToBack', 'combo', 'board', 'hiddenRows', 'queue', 'hold', 'active', 'handling', 'versus',
  'undo', 'countdown', 'survival',
];

/** @internal Options after checking, with defaults filled in. */
export interface CheckedOptions {
  mode: Mode;
  goal: number | null;
  seed: number;
  level: number;
  lines: number;
  combo: number;
  backToBack: boolean;
  board: readonly string[] | undefined;
  hiddenRows: readonly string[] | undefined;
  queue: readonly PieceType[];
  hold: PieceType | null;
  active: PiecePlacement | null;
  handling: Handling;
  /** Null: a single-player game. */
  versus: VersusSettings | null;
  undo: boolean;
  countdown: boolean;
  /** Frames between survival garbage rows; 0 = off. */
  survival: number;
}

/** @internal Check every option; throws on the first bad one. */
export function checkOptions(options: unknown): CheckedOptions {
  const o = plainObject('options', options ?? {});
  knownKeys('option', o, OPTION_KEYS);
  const mode = o.mode === undefined ? 'marathon' : oneOf('mode', o.mode, MODE_NAMES);
  const checked: CheckedOptions = {
    mode,
    goal: resolveGoal(mode, o.goal),
    seed: o.seed === undefined ? 0 : wholeNumber('seed', o.seed, 0, 0xffffffff),
    level: o.level === undefined ? 1 : wholeNumber('level', o.level, 1, MAX_LEVEL),
    lines: o.lines === undefined ? 0 : wholeNumber('lines', o.lines, 0, MAX_LINES),
    combo: o.combo === undefined ? -1 : wholeNumber('combo', o.combo, -1, MAX_LINES),
    backToBack: o.backToBack === undefined ? false : boolean('backToBack', o.backToBack),
    board: o.board === undefined ? undefined : rows('board', o.board, ROWS, true),
    hiddenRows: o.hiddenRows === undefined ? undefined : rows('hiddenRows', o.hiddenRows, HIDDEN_ROWS, false),
    queue: o.queue === undefined ? [] : list('queue', o.queue, MAX_QUEUE).map((t, i) => pieceType(`queue[${i}]`, t)),
    hold: o.hold == null ? null : pieceType('hold', o.hold),
    active: o.active === undefined ? null : placement('active', o.active),
    handling: resolveHandling(o.handling),
    versus: null,
    undo: o.undo === undefined ? false : singlePlayer('undo', boolean('undo', o.undo), o.versus),
    countdown: o.countdown === undefined ? false : boolean('countdown', o.countdown),
    survival: o.survival == null ? 0 : wholeNumber('survival (frames per garbage row)', o.survival, 1, MAX_SURVIVAL_FRAMES),
  };
  if (o.versus != null) checked.versus = checkVersus(o.versus);
  return checked;
}

/** A piece letter. */
function pieceType(field: string, value: unknown): PieceType {
  return oneOf(field, value, PIECE_TYPES);
}

/** A placement's shape: known type and rotation, whole-number position (fitting is the game's check). */
export function placement(field: string, value: unknown): PiecePlacement {
  const p = plainObject(field, value);
  knownKeys(field, p, ['type', 'rotation', 'x', 'y', 'cells']);
  return {
    type: pieceType(`${field}.type`, p.type),
    rotation: oneOf<Rotation>(`${field}.rotation`, p.rotation, ROTATIONS),
    x: wholeNumber(`${field}.x`, p.x, -3, COLS),
    y: wholeNumber(`${field}.y`, p.y, -HIDDEN_ROWS - 3, ROWS),
  };
}

/** Rows of 10 characters (`exact`: exactly `count` rows, else at most), none of them full. */
function rows(field: string, value: unknown, count: number, exact: boolean): readonly string[] {
  const out = list(field, value, count);
  if (exact && out.length !== count) throw new RangeError(`${field} needs ${count} rows of ${COLS} characters, got ${out.length} rows`);
  out.forEach((row, i) => {
    if (typeof row !== 'string') throw new TypeError(`${field}[${i}] must be a string of ${COLS} characters ('.' empty), got ${show(row)}`);
    if (row.length !== COLS) throw new RangeError(`${field}[${i}] must be ${COLS} characters long ('.' empty), got ${show(row)}`);
    if (!row.includes('.')) throw new RangeError(`${field}[${i}] is a full row (a full row would never clear): ${show(row)}`);
  });
  return out as readonly string[];
}

/** An option that a versus game cannot have (its garbage is not part of a saved state). */
function singlePlayer(field: string, on: boolean, versus: unknown): boolean {
  if (on && versus != null) throw new RangeError(`${field} is for single-player games: leave it out with versus`);
  return on;
}
