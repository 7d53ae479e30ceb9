/**
 * The piece in play: its placement, sideways moves, downward steps and SRS rotations with their
 * lock-delay bookkeeping, and the memory a T-spin check needs (was the last move a rotation,
 * through which kick test). It never locks by itself: after a move it sets {@link Falling.mustLock}
 * and the game locks.
 * @module
 */
import type { Board } from './board.js';
import { HALF_TURNS, KICKS_180_I, KICKS_180_JLSTZ, KICK_DX, KICK_DY } from '../rules/kicks.js';
import { LockDelay } from './lock-delay.js';
import { CELL_BOTTOM, SPAWN_X, SPAWN_Y } from '../rules/pieces.js';

const PIECE_I = 0;
const PIECE_O = 3;
// O's half turn changes no cell: only the basic turn is tried, as for its quarter turns.
const ONLY_BASIC = [[0, 0]] as const;

/** @internal */
export class Falling {
  /** Piece index, or -1 when no piece is in play. */
  p = -1;
  r = 0;
  x = 0;
  y = 0;
  /** Last successful action was a rotation (T-spin precondition). */
  lastRotate = false;
  /** SRS test (1-5) of the last successful quarter turn; 0 after a half turn (which never upgrades a mini T-spin). */
  lastKick = 0;
  /** A move used up the last lock reset on a surface: the game must lock now. */
  mustLock = false;
  /** Increases with every change of placement. */
  version = 0;
  readonly lockDelay: LockDelay;
  readonly #board: Board;

  constructor(board: Board, lockDelay: LockDelay) {
    this.#board = board;
    this.lockDelay = lockDelay;
  }

  /** Put piece p in play at (x, y) in rotation r with fresh per-piece state. */
  enter(p: number, r: number, x: number, y: number): void {
    this.p = p;
    this.r = r;
    this.x = x;
    this.y = y;
    this.lastRotate = false;
    this.lastKick = 0;
    this.mustLock = false;
    this.lockDelay.enter(y + CELL_BOTTOM[p * 4 + r], this.resting);
    this.version++;
  }

  /** Spawn piece p in state 0; false (nothing changes) if it is blocked. */
  spawn(p: number): boolean {
    if (!this.#board.fits(p, 0, SPAWN_X, SPAWN_Y)) return false;
    this.enter(p, 0, SPAWN_X, SPAWN_Y);
    return true;
  }

  /**
   * Spawn piece p turned (initial rotation; `turn` 1 cw, -1 ccw, 2 half): the first kick test
   * that fits, tried from the spawn position. Returns that test, or 0 (nothing changes) when none fits.
   */
  spawnTurned(p: number, turn: number): number {
    const [oldP, oldR, oldX, oldY] = [this.p, this.r, this.x, this.y];
    this.p = p;
    this.r = 0;
    this.x = SPAWN_X;
    this.y = SPAWN_Y;
    const k = turn === 2 ? this.rotate180() : this.rotate(turn > 0);
    if (k === 0) {
      [this.p, this.r, this.x, this.y] = [oldP, oldR, oldX, oldY];
      return 0;
    }
    const [r, x, y, lastKick] = [this.r, this.x, this.y, this.lastKick];
    this.enter(p, r, x, y);
    this.lastRotate = true;
    this.lastKick = lastKick;
    return k;
  }

  /** No piece in play. */
  clear(): void {
    this.p = -1;
    this.version++;
  }

  /** The piece rests on a surface (the floor or a locked cell right below it). */
  get resting(): boolean {
    return !this.#board.fits(this.p, this.r, this.x, this.y + 1);
  }

  /** Rows the piece can fall before it rests. */
  get dropDistance(): number {
    return this.#board.dropDistance(this.p, this.r, this.x, this.y);
  }

  /** Lowest row (max y) of the piece's cells. */
  get bottom(): number {
    return this.y + CELL_BOTTOM[this.p * 4 + this.r];
  }

  /** One column sideways; false when blocked. */
  shift(dx: number): boolean {
    if (!this.#board.fits(this.p, this.r, this.x + dx, this.y)) return false;
    this.x += dx;
    this.lastRotate = false;
    this.#moved(false);
    return true;
  }

  /** Fall `rows` rows (the caller checked they are free); soft drop and gravity cancel a T-spin. */
  fall(rows: number): number {
    if (rows <= 0) return 0;
    this.y += rows;
    this.lastRotate = false;
    this.#moved(true);
    return rows;
  }

  /** Hard drop to the ghost row, without lock bookkeeping (the game locks next); returns the rows. */
  hardDrop(): number {
    const d = this.dropDistance;
    if (d > 0) {
      // A hard drop that moves cancels a T-spin; a zero-distance one is not a movement.
      this.y += d;
      this.lastRotate = false;
      this.version++;
    }
    return d;
  }

  /** One row down; false when resting. */
  step(): boolean {
    return !this.resting && this.fall(1) === 1;
  }

  /** Rotate with SRS kicks; returns the test that fitted (1-5), or 0 when none did. */
  rotate(cw: boolean): number {
    const to = (this.r + (cw ? 1 : 3)) & 3;
    const base = this.#kickBase(cw);
    const k = this.#kick(to, base);
    if (k === 0) return 0;
    this.r = to;
    this.x += KICK_DX[base + k - 1];
    this.y += KICK_DY[base + k - 1];
    this.lastRotate = true;
    this.lastKick = k;
    this.#moved(false);
    return k;
  }

  /** Half turn with TETR.IO's SRS+ 180-degree kicks; returns the test that fitted (1-6), or 0 when none did. */
  rotate180(): number {
    const to = (this.r + 2) & 3;
    const tests = this.p === PIECE_O ? ONLY_BASIC : (this.p === PIECE_I ? KICKS_180_I : KICKS_180_JLSTZ)[HALF_TURNS[this.r]];
    for (let k = 0; k < tests.length; k++) {
      const [dx, dy] = tests[k];
      if (!this.#board.fits(this.p, to, this.x + dx, this.y + dy)) continue;
      this.r = to;
      this.x += dx;
      this.y += dy;
      this.lastRotate = true;
      this.lastKick = 0;
      this.#moved(false);
      return k + 1;
    }
    return 0;
  }

  /**
   * The first SRS test (1-5) where the piece turned to rotation `to` fits, or 0; `base` is the
   * turn's row in the kick tables. O only has test 1 (a cosmetic turn).
   */
  #kick(to: number, base: number): number {
    if (this.p === PIECE_O) return this.#board.fits(this.p, to, this.x, this.y) ? 1 : 0;
    for (let k = 0; k < 5; k++) {
      if (this.#board.fits(this.p, to, this.x + KICK_DX[base + k], this.y + KICK_DY[base + k])) return k + 1;
    }
    return 0;
  }

  #kickBase(cw: boolean): number {
    // O uses test 1 of any table: every table's first test is (0, 0).
    return (((this.p === PIECE_I ? 4 : 0) + this.r) * 2 + (cw ? 0 : 1)) * 5;
  }

  /** Bookkeeping after every successful move; `down` = a downward step. */
  #moved(down: boolean): void {
    this.version++;
    if (this.lockDelay.moved(this.bottom, down, this.resting)) this.mustLock = true;
  }
}
