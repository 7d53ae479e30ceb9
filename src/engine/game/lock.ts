/**
 * Scoring a lock: the piece is written into the matrix, full rows are cleared, the T-spin is
 * detected, the tally scores it, and the goal or a lock out is decided; in a versus game the
 * clear then attacks (cancelling incoming garbage), or garbage enters on a lock that cleared none. Kept apart from the
 * state machine in `play.ts`, which only decides what comes after (the end, the next piece or a
 * delay).
 * @module
 */
import type { Board } from '../state/board.js';
import type { Emitter } from '../emitter.js';
import type { Falling } from '../state/falling.js';
import { gravityFramesX1000 } from '../rules/gravity.js';
import type { ModeRules } from '../rules/modes.js';
import { CELL_DX, CELL_DY, PIECE_TYPES } from '../rules/pieces.js';
import type { LockRecord, Tally } from './tally.js';
import { T_SPIN_MINI, T_SPIN_NAMES, T_SPIN_NONE, detectTSpin } from '../rules/t-spin.js';
import type { Cell, EngineEventMap, GameEnd } from '../types.js';
import type { Versus } from '../rules/versus.js';

/**
 * @internal What a lock reads and writes of the game in play (`Play` in `play.ts`, which calls
 * {@link scoreLock}): named here so this module does not import the state machine back.
 */
export interface LockingPlay {
  readonly board: Board;
  readonly piece: Falling;
  readonly events: Emitter<EngineEventMap>;
  readonly tally: Tally;
  readonly versus: Versus | null;
  readonly rules: ModeRules;
  readonly goal: number | null;
  readonly frame: number;
  readonly last: LockRecord;
  readonly clearRows: Int8Array;
  clearCount: number;
  clearFrame: number;
  clearId: number;
  fpr: number;
  canHold: boolean;
  hasLock: boolean;
  version: number;
  /** Empties the matrix (a mode without top out, on a lock out). */
  emptyMatrix(): void;
}

const PIECE_T = 5;

/**
 * @internal Lock the falling piece of `play` after a hard drop of `drop` rows (0: lock delay),
 * score it and queue its events. The record `play.last` holds the result, with the game's end
 * (goal or lock out) in `over`. Returns the queued `lock` event (null when nobody listens), so a
 * block out of the next piece can still be written into it before delivery.
 */
export function scoreLock(play: LockingPlay, drop: number): EngineEventMap['lock'] | null {
  const { board, piece, events, tally } = play;
  const { p, r, x, y } = piece;
  const bottom = piece.bottom;
  const versus = play.versus;
  // Under all-spin rules, a rotated piece that cannot move left, right or up is a spin (checked before it is written).
  const immobile = versus !== null && versus.counter.rules.allSpins && piece.lastRotate &&
    !board.fits(p, r, x - 1, y) && !board.fits(p, r, x + 1, y) && !board.fits(p, r, x, y - 1);
  board.place(p, r, x, y);
  const tSpin = p === PIECE_T && piece.lastRotate ? detectTSpin(board, r, x, y, piece.lastKick) : T_SPIN_NONE;
  const clearRows = play.clearRows;
  const n = board.fullRows(p, r, y, clearRows);
  let garbageRows = 0;
  if (versus !== null) for (let i = 0; i < n; i++) if (board.isGarbageRow(clearRows[i])) garbageRows++;
  const cleared = n > 0 && events.has('line-clear') ? Array.from(clearRows.subarray(0, n), (row) => board.rowString(row)) : null;
  if (n > 0) {
    board.clearRows(clearRows, n);
    play.clearCount = n;
    play.clearFrame = play.frame;
    play.clearId++;
  }
  const level = tally.level;
  const rec = play.last;
  rec.p = p;
  rec.r = r;
  rec.x = x;
  rec.y = y;
  const points = tally.lock(rec, n, tSpin, drop, board.filled === 0);
  play.fpr = gravityFramesX1000(tally.level);
  play.canHold = true;
  play.hasLock = true;
  piece.clear();
  play.version++;
  let end: GameEnd | null = null;
  if (play.rules.goal === 'lines' && play.goal !== null && tally.lines >= play.goal) end = 'goal';
  else if (bottom < 0) {
    if (play.rules.topOut) end = 'lockOut';
    else play.emptyMatrix();
  }
  rec.over = end;
  if (versus !== null && end === null) {
    const spin = tSpin !== T_SPIN_NONE ? tSpin : immobile ? T_SPIN_MINI : T_SPIN_NONE;
    versus.lock(board, n, spin, rec.perfectClear, garbageRows, play.frame, tally.pieces, events);
  }

  const lock: EngineEventMap['lock'] | null = events.has('lock') ? { ...rec.result(), type: PIECE_TYPES[p], cells: cellsOf(p, r, x, y) } : null;
  if (lock) events.emit('lock', lock);
  if (cleared) {
    events.emit('line-clear', {
      lines: n, rows: Array.from(clearRows.subarray(0, n)), cells: cleared, tSpin: T_SPIN_NAMES[tSpin],
      backToBack: rec.backToBack, combo: tally.combo, perfectClear: rec.perfectClear, points, totalLines: tally.lines, level: tally.level,
    });
  }
  if (points > 0 && events.has('score')) events.emit('score', { score: tally.score, delta: points });
  if (tally.level !== level && events.has('level')) events.emit('level', { level: tally.level });
  return lock;
}

/** @internal The four cells of a placement, as a frozen snapshot (readers share it). */
export function cellsOf(p: number, r: number, x: number, y: number): readonly Cell[] {
  const base = (p * 4 + r) * 4;
  const out: Cell[] = [];
  for (let i = 0; i < 4; i++) out.push(Object.freeze([x + CELL_DX[base + i], y + CELL_DY[base + i]] as const));
  return Object.freeze(out);
}
