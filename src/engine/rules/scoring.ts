/**
 * Guideline scoring (tetris.wiki "Scoring", recent guideline games). All integers: 100 x level x 1.5 is always whole.
 * @module
 */
import type { TSpin } from '../types.js';

/**
 * Line-clear / T-spin points per level, by T-spin kind and lines cleared (index 0..4).
 * A mini can never clear 3 or more lines (a T that fills three rows has both front corners
 * filled, so it is full), and a T can never clear 4; those entries are 0 and unreachable.
 */
export const CLEAR_POINTS: Readonly<Record<TSpin, readonly number[]>> = {
  none: [0, 100, 300, 500, 800],
  mini: [100, 200, 400, 0, 0],
  full: [400, 800, 1200, 1600, 0],
};

/** Perfect-clear bonus per level by lines cleared (index 1..4), added on top of the clear. */
export const PERFECT_CLEAR_POINTS: readonly number[] = [0, 800, 1200, 1800, 2000];

/** Perfect-clear bonus per level for a back-to-back Tetris (replaces 2000). */
export const B2B_TETRIS_PERFECT_CLEAR_POINTS = 3200;

/** Combo bonus per level and per combo count. */
export const COMBO_POINTS = 50;

/** Points per row moved by soft drop. */
export const SOFT_DROP_POINTS = 1;

/** Points per row moved by hard drop. */
export const HARD_DROP_POINTS = 2;

/** Lines per level (fixed goal). */
export const LINES_PER_LEVEL = 10;

/** A difficult clear (Tetris or any T-spin that clears lines) continues back-to-back. */
export function isDifficult(lines: number, tSpin: TSpin): boolean {
  return lines > 0 && (lines === 4 || tSpin !== 'none');
}

/** Line-clear/T-spin points at `level`, with the back-to-back x1.5 when `b2b`. */
export function clearPoints(tSpin: TSpin, lines: number, level: number, b2b: boolean): number {
  const base = CLEAR_POINTS[tSpin][lines] * level;
  return b2b ? (base * 3) / 2 : base;
}

/** Combo bonus for the combo counter after the lock (0 for 0 or -1). */
export function comboPoints(combo: number, level: number): number {
  return combo > 0 ? COMBO_POINTS * combo * level : 0;
}

/** Perfect-clear bonus for a clear of `lines` at `level`; `b2bTetris` = a Tetris that got the B2B bonus. */
export function perfectClearPoints(lines: number, level: number, b2bTetris: boolean): number {
  return (b2bTetris && lines === 4 ? B2B_TETRIS_PERFECT_CLEAR_POINTS : PERFECT_CLEAR_POINTS[lines]) * level;
}

/** Level for a total of `lines` when the game started at `startLevel`. */
export function levelFor(startLevel: number, lines: number): number {
  const byLines = 1 + Math.floor(lines / LINES_PER_LEVEL);
  return byLines > startLevel ? byLines : startLevel;
}
