/**
 * Undo and redo: the whole state of a game, kept after every lock, one step per placed piece and
 * as many as the player made. `states[i]` is the game right after its i-th lock (0: at the
 * start), so undo goes back to the moment the last placed piece's predecessor locked (the placed
 * piece then comes again), and redo forward along the same line until a new lock starts another.
 *
 * What comes back: the board, the queue and the bag, hold, the piece in play and its lock delay,
 * score, lines, level, combo, back-to-back, the statistics, the latest lock, frame and phase, the
 * drills. What stays: handling (a preference), the buttons the player holds now (they are let
 * go: auto-shift starts afresh), listeners. Versions move on, so every reader sees a change.
 * @module
 */
import { AutoShift } from '../state/auto-shift.js';
import type { DrillsState } from './drills.js';
import type { PieceQueueState } from '../state/piece-queue.js';
import type { Play } from './play.js';

/** One saved game state. */
interface PlayState {
  readonly cells: Uint8Array;
  readonly rows: Uint16Array;
  readonly filled: number;
  readonly queue: PieceQueueState;
  readonly piece: readonly [p: number, r: number, x: number, y: number, lastRotate: boolean, lastKick: number, mustLock: boolean];
  readonly lockDelay: readonly [number, number, number, boolean, boolean];
  readonly tally: Readonly<Record<(typeof TALLY_FIELDS)[number], number | boolean>>;
  readonly last: Readonly<Record<string, unknown>>;
  readonly play: Readonly<Record<(typeof PLAY_FIELDS)[number], unknown>>;
  readonly clearRows: Int8Array;
  /** Null in a game without drills. */
  readonly drills: DrillsState | null;
}

const TALLY_FIELDS = [
  'score', 'lines', 'level', 'combo', 'b2b', 'tetrises', 'tSpins', 'maxCombo', 'perfectClears', 'finesseFaults', 'keys', 'pieces',
] as const;
const PLAY_FIELDS = [
  'hold', 'canHold', 'frame', 'fpr', 'gravAcc', 'softCount', 'phase', 'delay', 'pendingEntry', 'over', 'presses', 'hasLock',
  'clearCount', 'clearFrame', 'clearId', 'countdown',
] as const;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Record<K, T[K]> {
  const out = {} as Record<K, T[K]>;
  for (const key of keys) out[key] = source[key];
  return out;
}

function capture(play: Play): PlayState {
  const { board, piece } = play;
  return {
    cells: board.cells.slice(),
    rows: board.rows.slice(),
    filled: board.filled,
    queue: play.queue.save(),
    piece: [piece.p, piece.r, piece.x, piece.y, piece.lastRotate, piece.lastKick, piece.mustLock],
    lockDelay: piece.lockDelay.save(),
    tally: pick(play.tally, TALLY_FIELDS),
    last: { ...play.last },
    play: pick(play, PLAY_FIELDS),
    clearRows: play.clearRows.slice(),
    drills: play.drills?.save() ?? null,
  };
}

function restore(play: Play, s: PlayState): void {
  const { board, piece } = play;
  board.cells.set(s.cells);
  board.rows.set(s.rows);
  board.filled = s.filled;
  play.queue.load(s.queue);
  [piece.p, piece.r, piece.x, piece.y, piece.lastRotate, piece.lastKick, piece.mustLock] = s.piece;
  piece.lockDelay.load(s.lockDelay);
  piece.version++;
  Object.assign(play.tally, s.tally);
  Object.assign(play.last, s.last);
  Object.assign(play, s.play);
  play.clearRows.set(s.clearRows);
  if (s.drills) play.drills?.load(s.drills);
  play.buttons.reset();
  play.shift = new AutoShift(play.handling.das, play.handling.arr);
  play.version++;
}

/** @internal */
export class History {
  readonly #states: PlayState[] = [];

  /** Keep the state after a lock (or at the start): it ends any line of redo steps. */
  record(play: Play): void {
    this.#states.length = play.tally.pieces;
    this.#states.push(capture(play));
  }

  /** Back to the state before the last placed piece; false when there is none. */
  undo(play: Play): boolean {
    const state = this.#states[play.tally.pieces - 1];
    if (!state) return false;
    restore(play, state);
    return true;
  }

  /** Forward again after an undo; false when there is nothing to redo. */
  redo(play: Play): boolean {
    const state = this.#states[play.tally.pieces + 1];
    if (!state) return false;
    restore(play, state);
    return true;
  }

  /** There is a step to undo. */
  canUndo(play: Play): boolean {
    return this.#states[play.tally.pieces - 1] !== undefined;
  }

  /** There is a step to redo. */
  canRedo(play: Play): boolean {
    return this.#states[play.tally.pieces + 1] !== undefined;
  }
}
