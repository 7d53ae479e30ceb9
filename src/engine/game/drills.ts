/**
 * Garbage drills: the `dig` mode (clear `goal` rows of garbage that fill the bottom of the board)
 * and the `survival` option (a garbage row every `survival` frames while you play).
 *
 * Rules (decisions where the references leave a choice):
 * - Garbage rows come in at the bottom through the board's one garbage function, the one a versus
 *   game uses, each with one hole. As in TETR.IO's versus garbage (a new column for every attack,
 *   one column within an attack), every row is its own attack: its hole column is drawn anew,
 *   uniformly, from a generator seeded with the game's seed (apart from the bag's, so the pieces
 *   stay those of the seed).
 * - Dig keeps {@link DIG_ROWS} garbage rows on the board (fewer when fewer are left to come) and
 *   tops them up after each lock, until `goal` rows have come in; the game ends with `goal` on the
 *   lock that clears the last of them. A garbage row is a row holding a garbage cell.
 * - Survival rows wait, and all that wait come in on the next lock that clears no line (a clearing
 *   lock holds them back, as TETR.IO's garbage does during a combo). In a versus game they join its
 *   incoming garbage instead (one line each, its hole drawn as it enters), so attacks cancel them.
 *   Rows pushed above the top of the matrix are lost and the next piece blocks out: survival ends
 *   by a top out.
 * @module
 */
import type { Board } from '../state/board.js';
import { COLS, HIDDEN_ROWS, ROWS } from '../state/board.js';
import { Rng } from '../state/rng.js';

/** Garbage rows a dig game keeps on the board. */
export const DIG_ROWS = 10;

// Keeps the drill's hole columns apart from the bag's sequence for the same seed.
const SEED_SALT = 0x9e3779b9;

/** @internal A {@link Drills}' whole state (undo). */
export type DrillsState = readonly [rng: number, added: number, onBoard: number, cleared: number, timer: number, pending: number];

/** @internal A game's garbage drills (made only for a dig game or one with `survival`). */
export class Drills {
  readonly #rng: Rng;
  /** Rows to clear in dig; null when this is not a dig game. */
  readonly digGoal: number | null;
  /** Frames between survival rows; 0 = off. */
  readonly survival: number;
  /** Dig rows that have come in. */
  added = 0;
  /** Garbage rows on the board after the latest lock. */
  onBoard = 0;
  /** Dig rows cleared. */
  cleared = 0;
  /** Frames counted towards the next survival row. */
  timer = 0;
  /** Survival rows waiting for a lock that clears no line. */
  pending = 0;

  constructor(seed: number, digGoal: number | null, survival: number) {
    this.#rng = new Rng((seed ^ SEED_SALT) >>> 0);
    this.digGoal = digGoal;
    this.survival = survival;
  }

  /** Dig rows still to clear, or null outside dig. */
  get remaining(): number | null {
    return this.digGoal === null ? null : this.digGoal - this.cleared;
  }

  /** The first rows of a dig game. */
  start(board: Board): void {
    this.onBoard = garbageRows(board);
    this.#topUp(board);
  }

  /** One frame of play: survival counts; true when a row falls due (the game queues it, see {@link queueRow}). */
  frame(): boolean {
    if (this.survival === 0 || ++this.timer < this.survival) return false;
    this.timer = 0;
    return true;
  }

  /** A survival row waits for the next lock that clears no line. */
  queueRow(): void {
    this.pending++;
  }

  /** After a lock that cleared `lines` lines: count dig rows cleared, bring rows in. Returns true when the dig goal is reached. */
  locked(board: Board, lines: number): boolean {
    if (this.digGoal !== null) {
      const now = garbageRows(board);
      this.cleared += this.onBoard - now;
      this.onBoard = now;
      if (this.cleared >= this.digGoal) return true;
      this.#topUp(board);
    }
    if (this.pending > 0 && lines === 0) {
      for (; this.pending > 0; this.pending--) this.#addRow(board);
      this.onBoard = garbageRows(board);
    }
    return false;
  }

  save(): DrillsState {
    return [this.#rng.state, this.added, this.onBoard, this.cleared, this.timer, this.pending];
  }

  load(s: DrillsState): void {
    [this.#rng.state, this.added, this.onBoard, this.cleared, this.timer, this.pending] = s;
  }

  #topUp(board: Board): void {
    if (this.digGoal === null) return;
    const add = Math.min(DIG_ROWS - this.onBoard, this.digGoal - this.added);
    for (let i = 0; i < add; i++) this.#addRow(board);
    if (add > 0) {
      this.added += add;
      this.onBoard += add;
    }
  }

  #addRow(board: Board): void {
    board.addGarbage(1, this.#rng.nextInt(COLS));
  }
}

/** Rows of the matrix holding a garbage cell. */
function garbageRows(board: Board): number {
  let n = 0;
  for (let y = -HIDDEN_ROWS; y < ROWS; y++) if (board.isGarbageRow(y)) n++;
  return n;
}
