/**
 * The frozen snapshots `Game` gives its readers (the piece in play, its ghost, the next pieces,
 * the latest clear and lock), each built once and kept until what it shows changes, so a renderer
 * that reads them every frame allocates nothing in between.
 * @module
 */
import { cellsOf } from './lock.js';
import { NEXT_COUNT } from '../state/piece-queue.js';
import { PIECE_TYPES, ROTATIONS } from '../rules/pieces.js';
import type { Play } from './play.js';
import type { ActivePiece, Cell, LastClear, LockResult, PieceType } from '../types.js';

/** @internal */
export class Snapshots {
  readonly #play: Play;
  #active: ActivePiece | null = null;
  #activeVersion = -1;
  #ghost: readonly Cell[] = [];
  #ghostVersion = -1;
  #next: readonly PieceType[] = [];
  #nextVersion = -1;
  #clear: LastClear | null = null;
  #clearId = -1;
  #lock: LockResult | null = null;
  #lockPieces = -1;

  constructor(play: Play) {
    this.#play = play;
  }

  /** The piece in play as of the game's `version`, or null when there is none. */
  active(version: number): ActivePiece | null {
    const { p, r, x, y } = this.#play.piece;
    if (p < 0) return null;
    if (this.#activeVersion !== version || !this.#active) {
      this.#active = Object.freeze({ type: PIECE_TYPES[p], rotation: ROTATIONS[r], x, y, cells: cellsOf(p, r, x, y) });
      this.#activeVersion = version;
    }
    return this.#active;
  }

  /** The cells of the piece in play at box y `ghostY`, as of `version` (empty when there is none). */
  ghost(version: number, ghostY: number): readonly Cell[] {
    const { p, r, x } = this.#play.piece;
    if (p < 0) return [];
    if (this.#ghostVersion !== version) {
      this.#ghost = cellsOf(p, r, x, ghostY);
      this.#ghostVersion = version;
    }
    return this.#ghost;
  }

  /** The next {@link NEXT_COUNT} pieces. */
  next(): readonly PieceType[] {
    const queue = this.#play.queue;
    if (this.#nextVersion !== queue.version) {
      this.#next = Object.freeze(queue.peek(NEXT_COUNT));
      this.#nextVersion = queue.version;
    }
    return this.#next;
  }

  /** The rows of the latest clearing lock and its frame, or null before one. */
  lastClear(): LastClear | null {
    const play = this.#play;
    if (play.clearCount === 0) return null;
    if (this.#clearId !== play.clearId || !this.#clear) {
      this.#clear = Object.freeze({ rows: Object.freeze(Array.from(play.clearRows.subarray(0, play.clearCount))), frame: play.clearFrame });
      this.#clearId = play.clearId;
    }
    return this.#clear;
  }

  /** The latest lock's result, or null before the first lock. */
  lastLock(): LockResult | null {
    const play = this.#play;
    if (!play.hasLock) return null;
    if (this.#lockPieces !== play.tally.pieces || !this.#lock) {
      this.#lock = play.last.result();
      this.#lockPieces = play.tally.pieces;
    }
    return this.#lock;
  }

  /** After an undo or redo: every snapshot may belong to another line of play. */
  forget(): void {
    this.#lock = null;
    this.#clear = null;
    this.#active = null;
    this.#ghostVersion = -1;
  }
}
