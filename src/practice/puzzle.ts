/**
 * Puzzles: a setup (a fumen or a `board?queue` map, see `setup.ts`) and a goal to reach from it:
 * clear some lines, make a perfect clear or a T-spin single, double or triple, within so many
 * pieces. {@link checkPuzzle} reads what a page passes; a {@link PuzzleJudge} follows one attempt
 * lock by lock and says when it is solved or can no longer be. Both are plain logic over the
 * engine's lock results and the board's rows, so they run (and are tested) without an element.
 * @module
 */
import { COLS, MAX_LINES } from '../engine/index.js';
import type { LockResult } from '../engine/index.js';

/** The T-spins a puzzle may ask for, by the lines they clear. */
export const PUZZLE_T_SPINS = ['single', 'double', 'triple'] as const;
export type PuzzleTSpin = (typeof PUZZLE_T_SPINS)[number];

/** Most pieces a puzzle may allow. */
export const MAX_PUZZLE_PIECES = 1000;

/** What a puzzle asks for. Every goal given must be met at the same lock. */
export interface PuzzleGoal {
  /** Clear at least this many lines in all (1-9999). */
  readonly lines?: number;
  /** The lock that meets the goal is a perfect clear. */
  readonly perfectClear?: boolean;
  /** Make a full T-spin that clears this many lines (a mini does not count). */
  readonly tSpin?: PuzzleTSpin;
  /** Within this many placed pieces (1-1000). Unset: the pieces the setup deals, hold included (no limit when it deals none). */
  readonly pieces?: number;
}

/** A puzzle: where it starts and what it asks. */
export interface Puzzle extends PuzzleGoal {
  /** A fumen (`v115@…`, `v110@…`, with a quiz comment for the queue) or a `board?queue` map. */
  readonly setup: string;
  /** Shown with the goal, as it is (a proper name such as "PCO" needs no translation). */
  readonly name?: string;
}

/** Why an attempt failed: its pieces ran out, the game ended (a top out, or a mode's end), or a perfect clear can no longer fit in the pieces left. */
export type PuzzleFailure = 'pieces' | 'game-over' | 'unreachable';

/** The end of an attempt, with the pieces placed and lines cleared in it. */
export type PuzzleVerdict =
  | { readonly solved: true; readonly pieces: number; readonly lines: number }
  | { readonly solved: false; readonly reason: PuzzleFailure; readonly pieces: number; readonly lines: number };

/** What the accepted values are, for errors and warnings. */
export const PUZZLE_SHAPE = '{ setup, lines?, perfectClear?, tSpin?: "single" | "double" | "triple", pieces? } with at least one of lines, perfectClear, tSpin';

const T_SPIN_LINES: Readonly<Record<PuzzleTSpin, number>> = { single: 1, double: 2, triple: 3 };

/**
 * The puzzle `value` stands for, checked field by field.
 * @throws TypeError for a value that is not a puzzle object, a field of the wrong type or a puzzle
 *   without a goal; RangeError for a number out of range.
 */
export function checkPuzzle(value: unknown): Puzzle {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`puzzle must be an object ${PUZZLE_SHAPE}`);
  const { setup, name, lines, perfectClear, tSpin, pieces } = value as Record<string, unknown>;
  if (typeof setup !== 'string' || setup.trim() === '') throw new TypeError('puzzle.setup must be a fumen (v115@…) or a board?queue string');
  if (name !== undefined && typeof name !== 'string') throw new TypeError('puzzle.name must be a string');
  if (lines !== undefined) wholeNumber('puzzle.lines', lines, 1, MAX_LINES);
  if (pieces !== undefined) wholeNumber('puzzle.pieces', pieces, 1, MAX_PUZZLE_PIECES);
  if (perfectClear !== undefined && typeof perfectClear !== 'boolean') throw new TypeError('puzzle.perfectClear must be true or false');
  if (tSpin !== undefined && !PUZZLE_T_SPINS.includes(tSpin as PuzzleTSpin)) throw new TypeError(`puzzle.tSpin must be one of ${PUZZLE_T_SPINS.join(', ')}`);
  if (lines === undefined && perfectClear !== true && tSpin === undefined) throw new TypeError('puzzle needs a goal: lines, perfectClear: true or tSpin');
  return {
    setup,
    ...(name !== undefined && { name }),
    ...(lines !== undefined && { lines: lines as number }),
    ...(perfectClear === true && { perfectClear: true }),
    ...(tSpin !== undefined && { tSpin: tSpin as PuzzleTSpin }),
    ...(pieces !== undefined && { pieces: pieces as number }),
  };
}

/** The pieces an attempt may place: the goal's, else what the setup deals (its queue and its hold), else no limit (null). */
export function pieceLimit(goal: PuzzleGoal, dealt: { readonly queue: readonly unknown[]; readonly hold: unknown }): number | null {
  if (goal.pieces !== undefined) return goal.pieces;
  const count = dealt.queue.length + (dealt.hold ? 1 : 0);
  return count > 0 ? count : null;
}

/** The part of a lock a judge reads (the engine's `lock` event has it). */
export type JudgedLock = Pick<LockResult, 'lines' | 'tSpin' | 'perfectClear' | 'gameOver'>;

/**
 * Follows one attempt at a puzzle: told of every lock with the rows after it, it gives a verdict
 * once, at the lock that meets the goal or the one after which it cannot be met, and null before.
 */
export class PuzzleJudge {
  private placed = 0;
  private cleared = 0;
  private tSpinMade = false;
  private verdict_: PuzzleVerdict | null = null;

  /** `limit`: the pieces the attempt may place (see {@link pieceLimit}); null for no limit. */
  constructor(
    readonly goal: PuzzleGoal,
    readonly limit: number | null,
  ) {}

  /** The verdict given, or null while the attempt goes on. */
  get verdict(): PuzzleVerdict | null {
    return this.verdict_;
  }

  /** Pieces placed so far. */
  get pieces(): number {
    return this.placed;
  }

  /**
   * One lock. `rows` is the matrix after it (rows of `.` and filled cells, any height, bottom row
   * last), read for whether a perfect clear can still fit in the pieces left. Returns the verdict
   * when this lock decides the attempt, else null (also after the verdict).
   */
  lock(lock: JudgedLock, rows: readonly string[]): PuzzleVerdict | null {
    if (this.verdict_) return null;
    this.placed++;
    this.cleared += lock.lines;
    const { lines, perfectClear, tSpin } = this.goal;
    if (tSpin && lock.tSpin === 'full' && lock.lines === T_SPIN_LINES[tSpin]) this.tSpinMade = true;
    const met = (lines === undefined || this.cleared >= lines) && (!perfectClear || lock.perfectClear) && (!tSpin || this.tSpinMade);
    if (met) return this.decide({ solved: true, pieces: this.placed, lines: this.cleared });
    const left = this.limit === null ? Infinity : this.limit - this.placed;
    const reason: PuzzleFailure | null = lock.gameOver
      ? 'game-over'
      : left <= 0
        ? 'pieces'
        : perfectClear && !perfectClearFits(rows, left)
          ? 'unreachable'
          : null;
    return reason ? this.decide({ solved: false, reason, pieces: this.placed, lines: this.cleared }) : null;
  }

  /** The game ended without a lock (ultra's time ran out): the attempt fails, unless decided already. */
  gameOver(): PuzzleVerdict | null {
    return this.verdict_ ? null : this.decide({ solved: false, reason: 'game-over', pieces: this.placed, lines: this.cleared });
  }

  private decide(verdict: PuzzleVerdict): PuzzleVerdict {
    return (this.verdict_ = verdict);
  }
}

/**
 * Whether some number of pieces up to `left` could make a perfect clear of `rows`: k more pieces
 * bring the filled cells to `filled + 4k`, which must be whole rows, as many as the stack is high
 * at least (every row holding a cell must be cleared). A board it says no to has no perfect clear;
 * one it says yes to may still have none.
 */
export function perfectClearFits(rows: readonly string[], left: number): boolean {
  let filled = 0;
  let height = 0;
  rows.forEach((row, i) => {
    let cells = 0;
    for (const ch of row) if (ch !== '.') cells++;
    filled += cells;
    if (cells > 0 && height === 0) height = rows.length - i;
  });
  if (filled === 0) return true;
  // Every 5 pieces add 2 whole rows (20 cells) and repeat the remainder mod 10: past 5 * (height + 1)
  // pieces nothing new can happen.
  const most = Math.min(left, 5 * (height + 1));
  for (let k = 1; k <= most; k++) {
    const total = filled + 4 * k;
    if (total % COLS === 0 && total / COLS >= height) return true;
  }
  return false;
}

function wholeNumber(field: string, value: unknown, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${field} must be a whole number`);
  if (value < min || value > max) throw new RangeError(`${field} must be from ${min} to ${max}, got ${value}`);
}
